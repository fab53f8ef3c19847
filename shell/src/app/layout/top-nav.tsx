import { Suspense, lazy, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from '@vetnow/web-kit/router';
import { useSession, type Session } from '@vetnow/web-kit/session';
import { useDisclosure } from '@vetnow/web-kit/ui/use-disclosure';
import { LanguageSwitcher } from '../language/language-switcher';

interface NavItem {
  to: string;
  label: string;
  /** Also current on the addresses below it (My Pets on a pet's record, /pets/:petId). */
  below?: boolean;
}

function navItems(session: Session, t: (key: string) => string): NavItem[] {
  if (session.status === 'loading') return []; // spec §2: no links while the session loads
  if (session.status === 'signed-out') {
    return [
      { to: '/login', label: t('nav.signIn') },
      { to: '/register', label: t('nav.register') },
    ];
  }
  if (session.userType === 'admin') return [{ to: '/admin-dashboard', label: t('nav.adminDashboard') }];
  // The front desk's one screen (issue 39): nothing else is theirs.
  if (session.userType === 'staff') return [{ to: '/front-desk', label: t('nav.frontDesk') }];
  if (session.userType === 'doctor') return [{ to: '/doctor-dashboard', label: t('nav.dashboard') }];
  return [
    { to: '/dashboard', label: t('nav.dashboard') },
    { to: '/pets', label: t('nav.myPets'), below: true },
    { to: '/doctors', label: t('nav.findDoctors') },
  ];
}

/**
 * The bell is for signed-in accounts only: loaded with their first screen, never by a visitor (the English first-load
 * budgets of issue 13 count what a visitor downloads). Its place is kept while it loads, so the header does not move.
 */
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

const LINK_CLASS =
  'block rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 ' +
  'focus-visible:outline-2 focus-visible:outline-teal-600';
const ACTIVE_CLASS = 'bg-teal-50 text-teal-800';

function UserMenu({ session }: { session: Session }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const { open, setOpen, close, regionId: menuId, container, buttonProps } = useDisclosure();
  const user = session.user;
  if (!user || !session.userType) return null;
  const name = user.fullName || user.email;

  return (
    <div ref={container} className="relative">
      <button
        {...buttonProps}
        aria-label={t('nav.accountMenu', { name })}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 items-center gap-2 rounded-full px-2 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600"
      >
        {/* The initial is drawn by CSS (content: attr()), so it is not part of the button's visible text and the
            accessible name still contains all of it (WCAG 2.5.3, axe label-content-name-mismatch). */}
        <span
          aria-hidden="true"
          data-initial={name.charAt(0).toUpperCase()}
          className="flex h-8 w-8 items-center justify-center rounded-full bg-teal-700 font-semibold text-white before:content-[attr(data-initial)]"
        />
        <span className="hidden max-w-40 truncate sm:inline">{name}</span>
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute right-0 z-40 mt-2 w-64 rounded-xl border border-slate-200 bg-white p-2 shadow-lg"
        >
          <div className="border-b border-slate-100 px-3 py-2">
            <p className="truncate font-semibold text-slate-900">{user.fullName}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
            <p className="mt-1 text-xs font-medium uppercase tracking-wide text-teal-800">
              {t(`roles.${session.userType}`)}
            </p>
          </div>
          <ul className="mt-1">
            {/* Only owners and doctors have a profile screen (none for the admin or the front desk). */}
            {(session.userType === 'user' || session.userType === 'doctor') && (
              <li>
                <Link to="/profile" className={LINK_CLASS} onClick={close}>
                  {t('nav.viewProfile')}
                </Link>
              </li>
            )}
            <li>
              <button
                type="button"
                className={`${LINK_CLASS} w-full text-left`}
                onClick={() => {
                  close();
                  session.signOut();
                  navigate('/');
                }}
              >
                {t('nav.signOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/** Spec §2 top navigation: logo → /, links by role, the account menu, a collapsible list on mobile. */
export function TopNav() {
  const { t } = useTranslation('shell');
  const session = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();
  const items = navItems(session, t);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav aria-label={t('nav.label')} className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 px-4 py-2">
        <Link
          to="/"
          aria-label={t('nav.home')}
          className="mr-auto flex min-h-11 items-center gap-2 rounded-lg text-xl font-bold text-teal-800 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-7 w-7 fill-current">
            <circle cx="5" cy="10" r="2.2" />
            <circle cx="9" cy="5.5" r="2.2" />
            <circle cx="15" cy="5.5" r="2.2" />
            <circle cx="19" cy="10" r="2.2" />
            <path d="M12 11c-3 0-6 3.6-6 6.4C6 19.4 7.5 20 9 20c1.2 0 2-.6 3-.6s1.8.6 3 .6c1.5 0 3-.6 3-2.6 0-2.8-3-6.4-6-6.4z" />
          </svg>
          <span>{t('brand')}</span>
        </Link>
        {items.length > 0 && (
          <button
            type="button"
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((v) => !v)}
            className="min-h-11 rounded-lg px-3 text-sm font-medium text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-teal-600 md:hidden"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mr-1 inline h-5 w-5 fill-current">
              <path d="M3 5h14v2H3zm0 4h14v2H3zm0 4h14v2H3z" />
            </svg>
            {t('nav.menu')}
          </button>
        )}
        {session.status === 'signed-in' && (
          <Suspense fallback={<span aria-hidden="true" className="inline-block h-11 w-11" />}>
            <NotificationBell />
          </Suspense>
        )}
        {session.status === 'signed-in' && <UserMenu session={session} />}
        {/* The links and the language choice: in the row on desktop, in the collapsible menu on a phone. */}
        <ul
          id={listId}
          className={`${menuOpen ? 'flex' : 'hidden'} order-last w-full flex-col gap-1 pb-2 md:order-none md:flex md:w-auto md:flex-row md:items-center md:pb-0`}
        >
          {items.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end={!item.below}
                onClick={() => setMenuOpen(false)}
                className={({ isActive }) => `${LINK_CLASS} ${isActive ? ACTIVE_CLASS : ''}`}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <LanguageSwitcher />
          </li>
        </ul>
      </nav>
    </header>
  );
}
