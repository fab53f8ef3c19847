/**
 * The router of the shell and every remote: the few react-router exports VetNow uses, and nothing else.
 *
 * Module Federation shares a package whole — a shared module cannot be tree-shaken, because the host cannot know
 * what a remote will import — so sharing `react-router-dom` put all of react-router on every first load (66 KiB gz).
 * This entry is shared instead (every `@vetnow/web-kit/<entry>` is one singleton module), so there is still exactly
 * one router (one location context for the shell and the remotes), and the bundler keeps only what is re-exported
 * here (about 16 KiB gz). Frontend code imports routing from here only; ESLint refuses `react-router(-dom)` elsewhere
 * (a direct import would bundle a second router whose hooks do not see the shell's location). ADR 0032.
 */
// eslint-disable-next-line no-restricted-imports -- the one place that imports the router package
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router';
// eslint-disable-next-line no-restricted-imports -- the same
export type { NavLinkProps, NavigateFunction, RouteObject, Location } from 'react-router';
