import type { DueItem, DueStatus } from '@vetnow/contracts/pet-care';
import { Badge, type BadgeTone } from '@vetnow/web-kit/ui/badge';
import { usePetTexts } from './pet-texts';

/** Overdue red, due soon amber, upcoming blue; the text says which as well (colour is never the only cue). */
export const DUE_TONE: Record<DueStatus, BadgeTone> = { overdue: 'red', 'due-soon': 'amber', upcoming: 'blue' };

/** A pet's due items as badges, soonest first (the server's order); "Nothing due" when there are none. */
export function DueBadges({ due, label }: { due: readonly DueItem[]; label: string }) {
  const text = usePetTexts();
  if (due.length === 0) return <p className="text-sm text-slate-600">{text.t('card.nothingDue')}</p>;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-2">
      {due.map((item) => (
        <li key={item.key} data-status={item.status}>
          <Badge tone={DUE_TONE[item.status]}>{text.due(item)}</Badge>
        </li>
      ))}
    </ul>
  );
}
