/** The admin's view of delayed sign-ins, as other features use it (ADR 0019: features meet through their index). */
export { SignInDelaysPanel } from './components/sign-in-delays-panel';
