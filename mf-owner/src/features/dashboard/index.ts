/** The dashboard feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { DashboardPage } from './components/dashboard-page';
