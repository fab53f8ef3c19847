import { lazy, Suspense } from 'react';
import { Spinner } from '@vetnow/web-kit/ui/spinner';
import type { CareGivenSectionProps } from './care-given-section';

/** The care-given section's code (its rows are react-hook-form field arrays); the complete dialog starts it with its
 * own, so the two arrive together (ADR 0097). */
export const loadCareGivenSection = () => import('./care-given-section');

const Section = lazy(() => loadCareGivenSection().then((m) => ({ default: m.CareGivenSection })));

/**
 * The Complete dialog's "Care given" section, fetched the first time the dialog opens: the pet-care feature is also
 * on the day's overview (badges, the health record), which must not bring the dialog's forms with it.
 */
export function CareGivenSection(props: CareGivenSectionProps) {
  return (
    <Suspense fallback={<Spinner size="sm" className="flex py-4" />}>
      <Section {...props} />
    </Suspense>
  );
}
