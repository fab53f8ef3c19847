import { API } from '@vetnow/contracts/api';
import { useApiQuery } from '@vetnow/web-kit/queries';
import { useTranslation } from 'react-i18next';

export interface CardRequirement {
  /** Pay at clinic is not offered: the booking must be paid by card. */
  cardOnly: boolean;
  /** Why, for the owner; null when both methods are open. */
  notice: string | null;
}

/**
 * Whether this booking must be paid by card (issue 39): GET /users/booking-standing says so before the owner tries —
 * "You missed 3 visits in the last 90 days without cancelling…" with the answer's own figures — and a booking the
 * server refused with BOOKING_CARD_REQUIRED (`refusal`: the kit's text of that answer) says so too. While the standing
 * is on its way, or when it could not be read (logged), both methods stay open: the server decides at booking.
 */
export function useCardRequirement(refusal: string | null): CardRequirement {
  const { t } = useTranslation('payment');
  const standing = useApiQuery(API.desk.standing, undefined, { meta: { errorLog: '[vetnow] booking standing could not be loaded' } });
  if (refusal) return { cardOnly: true, notice: refusal };
  const answer = standing.data;
  if (answer?.cardRequired) {
    return { cardOnly: true, notice: t('cardRequired.notice', { count: answer.noShows, days: answer.windowDays }) };
  }
  return { cardOnly: false, notice: null };
}
