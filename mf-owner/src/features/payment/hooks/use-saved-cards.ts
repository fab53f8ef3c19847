import { useEffect, useState } from 'react';
import type { SavedCard } from '@vetnow/contracts/card';
import { isAbort } from '../../../shared/api/doctors-api';
import { fetchSavedCards } from '../../../shared/api/payments-api';

/** The owner's saved cards; null while loading. A failure is only logged and the list is empty (spec §8). */
export function useSavedCards(): SavedCard[] | null {
  const [cards, setCards] = useState<SavedCard[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchSavedCards(controller.signal).then(setCards, (error: unknown) => {
      if (isAbort(error) || controller.signal.aborted) return;
      console.error('[vetnow] saved cards could not be loaded', error instanceof Error ? error.message : error);
      setCards([]);
    });
    return () => controller.abort();
  }, []);
  return cards;
}
