import { useTranslation } from 'react-i18next';

export interface StepIndicatorProps {
  /** Step names in order. */
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
  /** Names the list for screen readers. */
  label: string;
}

/**
 * An ordered list of the steps; the current one is aria-current="step", the earlier ones marked done. A third of a
 * 390 px screen leaves ~74 px for a name: long Sinhala/Tamil words (உறுதிப்படுத்துங்கள்) wrap inside it, never past it.
 */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  const { t } = useTranslation('booking');
  return (
    <ol aria-label={label} className="flex items-center gap-2 text-sm">
      {steps.map((name, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'next';
        return (
          <li key={name} aria-current={state === 'current' ? 'step' : undefined} className="flex min-w-0 flex-1 items-center gap-2">
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                state === 'next' ? 'border border-slate-300 bg-white text-slate-600' : 'bg-teal-700 text-white'
              }`}
            >
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span className={`min-w-0 wrap-anywhere ${state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-600'}`}>
              {name}
              {state === 'done' && <span className="sr-only"> ({t('steps.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
