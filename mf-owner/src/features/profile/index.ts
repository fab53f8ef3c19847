/** The profile feature's public API (its screen, exposed by src/exposes/); everything else in it is internal. */
export { ProfilePage } from './components/profile-page';
