import { useSyncExternalStore } from 'react';
import { subscribeWizard, wizardState, type WizardState } from './wizard-store';

/** The wizard's in-memory state; the component renders again when a screen changes it. */
export function useWizardState(): WizardState {
  return useSyncExternalStore(subscribeWizard, wizardState, wizardState);
}
