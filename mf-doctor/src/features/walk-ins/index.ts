/** The doctor's walk-in queue (issue 39), as the dashboard uses it (ADR 0019: features meet through their index). */
export { WalkInQueuePanel, type WalkInQueuePanelProps } from './components/walk-in-queue-panel';
export { useWalkIns, type WalkInsQuery } from './hooks/use-walk-ins';
export { WALK_INS_NS } from './i18n/doctor-walk-ins-i18n';
