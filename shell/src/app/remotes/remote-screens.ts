// Types only: this file is in main.js, which runs before any shared module (web-kit…) can be loaded.
import type { UserType } from '@vetnow/web-kit/session';
import type { RemoteName } from './remote-registry';

const ROLES: readonly UserType[] = ['user', 'doctor', 'admin', 'staff'];

/** The screen a remote provides for a route: which remote, and which of its exposed modules. */
export interface RemoteScreen {
  remote: RemoteName;
  expose: string;
}

const owner = (expose: string) => ({ user: { remote: 'owner', expose } }) as const;

/**
 * The remote screens of the route table (routes.tsx renders them from here), by path pattern and by the role that
 * may open them. `/profile` is the owner's or the doctor's screen, by the session's role. `/front-desk` is the front
 * desk's only screen (issue 39), served by the admin remote.
 */
export const REMOTE_SCREENS: Readonly<Record<string, Partial<Record<UserType, RemoteScreen>>>> = {
  '/dashboard': owner('dashboard-page'),
  '/doctors': owner('doctors-page'),
  '/book-appointment/:doctorId': owner('book-appointment-page'),
  '/diagnosis-questionnaire': owner('diagnosis-questionnaire-page'),
  '/payment': owner('payment-page'),
  '/confirmation': owner('confirmation-page'),
  '/appointments': owner('appointments-page'),
  '/pets': owner('pets-page'),
  '/pets/:petId': owner('pet-record-page'),
  '/profile': { user: { remote: 'owner', expose: 'profile-page' }, doctor: { remote: 'doctor', expose: 'profile-page' } },
  '/doctor-dashboard': { doctor: { remote: 'doctor', expose: 'doctor-dashboard-page' } },
  '/admin-dashboard': { admin: { remote: 'admin', expose: 'admin-dashboard-page' } },
  '/front-desk': { staff: { remote: 'admin', expose: 'front-desk-page' } },
};

/** The roles that may open a remote route (its RequireSession). */
export function remoteRoles(pattern: string): UserType[] {
  return ROLES.filter((role) => REMOTE_SCREENS[pattern]?.[role]);
}

function matches(pattern: string, pathname: string): boolean {
  const want = pattern.split('/');
  const got = pathname.replace(/\/+$/, '').split('/');
  return want.length === got.length && want.every((part, i) => (part.startsWith(':') ? got[i] !== '' : part === got[i]));
}

/** The screen `pathname` shows a session of `role`, if a remote provides it (else undefined: no remote to start). */
export function remoteScreenAt(pathname: string, role: string | null): RemoteScreen | undefined {
  const known = ROLES.find((type) => type === role);
  const pattern = Object.keys(REMOTE_SCREENS).find((p) => matches(p, pathname));
  return known && pattern ? REMOTE_SCREENS[pattern]?.[known] : undefined;
}
