import type { QueryClient } from '@tanstack/react-query';
import type { ComponentProps, ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from '@vetnow/web-kit/router';
import { render } from './render';

/** "Now at <path>": where a screen sent the visitor; `details` adds the query and the navigation state. */
export function WhereAmI({ details = false }: { details?: boolean }) {
  const location = useLocation();
  if (!details) return <p>Now at {location.pathname}</p>;
  return (
    <p>
      Now at {location.pathname}
      {location.search} {JSON.stringify(location.state)}
    </p>
  );
}

export interface RouteRenderOptions {
  /** The router's history, the last one current (default: `path` alone). */
  entries?: ComponentProps<typeof MemoryRouter>['initialEntries'];
  /** Rendered beside the routes: a toaster, an address probe. */
  beside?: ReactNode;
  /** What every other path shows (default: WhereAmI). */
  elsewhere?: ReactElement;
  /** The query client, holding what earlier screens loaded (default: a fresh one). */
  client?: QueryClient;
}

/** A screen at its route under a memory router (in the tests' query client); every other path shows `elsewhere`. */
export function renderRoute(path: string, screen: ReactElement, { entries = [path], beside, elsewhere = <WhereAmI />, client }: RouteRenderOptions = {}) {
  return render(
    <MemoryRouter initialEntries={entries}>
      {beside}
      <Routes>
        <Route path={path} element={screen} />
        <Route path="*" element={elsewhere} />
      </Routes>
    </MemoryRouter>,
    { client },
  );
}
