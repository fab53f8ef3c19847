import type { ReactNode } from 'react';
import { render as renderInDom, type RenderOptions } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createTestQueryClient } from '@vetnow/web-kit/testing';

/**
 * Testing Library's render inside a fresh QueryClient (the kit's test client: no retries), as the shell provides
 * one around every remote screen; a second render is a new page with an empty cache. The specs bring their own
 * router (some start with navigation state), so this wraps the query client only. The client is returned for
 * tests that look at the cache; a test whose screen starts from what an earlier screen loaded brings its own `client`.
 */
export function render(ui: ReactNode, { client = createTestQueryClient(), ...options }: Omit<RenderOptions, 'wrapper'> & { client?: QueryClient } = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { client, ...renderInDom(ui, { ...options, wrapper }) };
}
