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
 * An ordered list of the steps; the current one is aria-current="step", the earlier ones marked done. On a phone
 * only the current step shows its name beside the numbers (the others keep theirs for screen readers): a third of
 * a 390 px screen is ~74 px, which broke long Sinhala and Tamil words (உறுதிப்படுத்துங்கள்) in the middle. From the
 * `sm` width up every name shows.
 */
export function StepIndicator({ steps, current, label }: StepIndicatorProps) {
  const { t } = useTranslation('booking');
  return (
    <ol aria-label={label} className="flex items-center gap-2 text-sm">
      {steps.map((name, i) => {
        const state = i < current ? 'done' : i === current ? 'current' : 'next';
        return (
          <li
            key={name}
            aria-current={state === 'current' ? 'step' : undefined}
            className={`flex items-center gap-2 ${state === 'current' ? 'min-w-0 flex-1' : 'shrink-0 sm:min-w-0 sm:flex-1 sm:shrink'}`}
          >
            <span
              aria-hidden="true"
              className={`flex h-8 w-8 shrink-0 items-center justify-center rounded-full text-sm font-semibold ${
                state === 'next' ? 'border border-slate-300 bg-white text-slate-600' : 'bg-teal-700 text-white'
              }`}
            >
              {state === 'done' ? '✓' : i + 1}
            </span>
            <span
              className={`min-w-0 wrap-break-word ${state === 'current' ? 'font-semibold text-slate-900' : 'sr-only text-slate-600 sm:not-sr-only'}`}
            >
              {name}
              {state === 'done' && <span className="sr-only"> ({t('steps.done')})</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
