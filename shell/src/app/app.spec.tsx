import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { QueryProvider, createQueryClient } from '@vetnow/web-kit/query-client';
import { apiQuery } from '@vetnow/web-kit/queries';
import { API } from '@vetnow/web-kit/api';
import { SessionContext } from '@vetnow/web-kit/session';
import { appointment } from '@vetnow/web-kit/testing';
import { ClearCacheOnAccountChange } from './app';
import { fakeSession } from './testing/render-app';

describe('the shell\'s query cache', () => {
  it("is emptied when the signed-in account changes (no one sees another account's answers), kept otherwise", () => {
    const client = createQueryClient();
    const tree = (session: ReturnType<typeof fakeSession>) => (
      <QueryProvider client={client}>
        <SessionContext.Provider value={session}>
          <ClearCacheOnAccountChange />
        </SessionContext.Provider>
      </QueryProvider>
    );
    const owner = fakeSession('signed-in', 'user');
    const { rerender } = render(tree(fakeSession('loading')));
    rerender(tree(owner));
    const mine = [appointment('a-1')];
    client.setQueryData(apiQuery(API.booking.own).queryKey, mine);
    rerender(tree({ ...owner }));
    expect(client.getQueryData(apiQuery(API.booking.own).queryKey)).toEqual(mine);

    rerender(tree(fakeSession('signed-out')));
    expect(client.getQueryData(apiQuery(API.booking.own).queryKey)).toBeUndefined();
  });
});
