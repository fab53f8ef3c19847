import type { CallerOwner } from '@vetnow/contracts/callers';
import { Button } from '@vetnow/web-kit/ui/button';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';
import { OwnerFacts } from './owner-facts';

export interface OwnerResultsProps {
  owners: readonly CallerOwner[];
  onChoose: (owner: CallerOwner) => void;
  /** Sends a new claim link to an owner who has not claimed the account. */
  onResend: (owner: CallerOwner) => void;
  /** The owner a link is being sent to, if any. */
  resendingId: string | null;
}

/** The owners a search found: name, phone, e-mail or "No e-mail yet", "Not claimed yet" with Send a new link, Choose. */
export function OwnerResults({ owners, onChoose, onResend, resendingId }: OwnerResultsProps) {
  const { t } = useTranslation(CALLERS_NS);
  return (
    <ul aria-label={t('search.results')} className="flex flex-col gap-3">
      {owners.map((owner) => (
        <li key={owner._id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="min-w-0 text-sm text-slate-700">
            <OwnerFacts owner={owner} />
          </div>
          <div className="flex flex-wrap gap-2">
            {!owner.claimed && (
              <Button
                variant="secondary"
                busy={resendingId === owner._id}
                aria-label={t('search.resendLabel', { name: owner.fullName })}
                onClick={() => onResend(owner)}
              >
                {t('search.resend')}
              </Button>
            )}
            <Button aria-label={t('search.chooseLabel', { name: owner.fullName })} onClick={() => onChoose(owner)}>
              {t('search.choose')}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
