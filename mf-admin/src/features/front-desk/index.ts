/** The front desk's screen (issue 39, ADR 0060), as the exposed module uses it (ADR 0019: features meet through their index). */
export { FrontDeskPage } from './components/front-desk-page';
