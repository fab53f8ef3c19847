export interface ChoiceCheckboxProps {
  id: string;
  label: string;
  /** Under the label; the checkbox is described by it. */
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** One notification choice (an e-mail, SMS or push kind): a checkbox saved as it is changed, its label and hint. */
export function ChoiceCheckbox({ id, label, hint, checked, disabled, onChange }: ChoiceCheckboxProps) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        className="mt-1 h-5 w-5 shrink-0 accent-teal-700"
        checked={checked}
        disabled={disabled}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.checked)}
      />
      <div>
        <label htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600">
          {hint}
        </p>
      </div>
    </div>
  );
}
