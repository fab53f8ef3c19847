import type { DueItem, DueStatus } from '@vetnow/contracts/pet-care';
import { formatClinicDate } from '@vetnow/web-kit/format';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { useTranslation } from 'react-i18next';
import { PET_CARE_NS } from '../i18n/doctor-pet-care-i18n';

const TONE: Record<DueStatus, BadgeTone> = { overdue: 'red', 'due-soon': 'amber', upcoming: 'gray' };

/** A due item as a small badge: overdue red, due soon amber, later grey ("Anti-rabies: due Mon, 30 Nov 2026"). */
export function DueBadge({ item }: { item: DueItem }) {
  const { t } = useTranslation(PET_CARE_NS);
  return <Badge tone={TONE[item.status]}>{t(`due.${item.status}`, { name: item.name, date: formatClinicDate(item.dueOn) })}</Badge>;
}

/**
 * The pet's items overdue or due soon (the doctor's day shows only these; later ones are in the health record), as
 * a labelled list of badges; nothing when none is.
 */
export function DueBadges({ pet, due }: { pet: string; due: readonly DueItem[] }) {
  const { t } = useTranslation(PET_CARE_NS);
  const shown = due.filter((item) => item.status !== 'upcoming');
  if (shown.length === 0) return null;
  return (
    <ul aria-label={t('due.label', { pet })} className="flex flex-wrap gap-1.5">
      {shown.map((item) => (
        <li key={item.key}>
          <DueBadge item={item} />
        </li>
      ))}
    </ul>
  );
}
