import type { CallerOwner } from '@vetnow/contracts/callers';
import { Badge } from '@vetnow/web-kit/ui/badge';
import { PhoneLink } from '@vetnow/web-kit/ui/phone-link';
import { useTranslation } from 'react-i18next';
import { CALLERS_NS } from '../i18n/callers-i18n';

/** An owner as the desk reads them, in a search result and once chosen: name ("Not claimed yet"), phone, e-mail. */
export function OwnerFacts({ owner }: { owner: CallerOwner }) {
  const { t } = useTranslation(CALLERS_NS);
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <span className="text-base font-semibold text-slate-900">{owner.fullName}</span>
        {!owner.claimed && <Badge tone="amber">{t('search.notClaimed')}</Badge>}
      </p>
      <p>
        <PhoneLink value={owner.contactNumber} />
      </p>
      <p className="break-all">{owner.email ?? t('search.noEmail')}</p>
    </>
  );
}
