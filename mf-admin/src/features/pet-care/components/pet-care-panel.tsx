import { CareSchedulesSection } from './care-schedules-section';
import { OverdueReport } from './overdue-report';

/** The Pet care tab (issue 38): this month's overdue pets, and the care schedules the doctors' suggestions come from. */
export function PetCarePanel({ now }: { now?: () => Date }) {
  return (
    <div className="flex flex-col gap-10">
      <OverdueReport now={now} />
      <CareSchedulesSection />
    </div>
  );
}
