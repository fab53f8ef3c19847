/** The doctor's own leave, as other features use it (ADR 0019: features meet through their index). */
export { MyLeavePanel, type MyLeavePanelProps } from './components/my-leave-panel';
