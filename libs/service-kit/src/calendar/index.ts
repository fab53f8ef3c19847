export { ICS_UID_DOMAIN, visitIcs, type VisitIcsInput } from './visit-ics.js';
