import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from '@vetnow/web-kit/router';
import { hasBookingLink, searchWithoutLink, type BookingLink } from '../components/booking-link';
import { valuesFromBookNow } from '../components/saved-pets';
import type { WizardValues } from '../components/wizard-model';
import type { SavedPets } from './use-saved-pets';

/**
 * Applies a link into the wizard (components/booking-link.ts) once the owner's pets are known (or could not be
 * read): the "Book now" pet and reason; a linked date and slot, chosen from the first render, are saved in the
 * draft then. The link's parameters then leave the address (other parameters and the navigation state stay).
 */
export function useApplyBookingLink(
  link: BookingLink,
  saved: SavedPets,
  current: () => WizardValues,
  setEntered: (values: WizardValues) => void,
): void {
  const { t } = useTranslation('booking');
  const navigate = useNavigate();
  const location = useLocation();
  const applied = useRef(!hasBookingLink(link));
  useEffect(() => {
    if (applied.current || saved.status === 'loading') return;
    applied.current = true;
    const values = current();
    const next = valuesFromBookNow(values, link, saved.pets, (kind) => t(`careReasons.${kind}`));
    if (next !== values || link.date !== null) setEntered(next);
    void navigate({ search: searchWithoutLink(location.search) }, { replace: true, state: location.state });
    // Once, when the pets are known.
  }, [saved.status]);
}
