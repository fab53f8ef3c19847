import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { QueryProvider, createQueryClient, queryKeys } from '@vetnow/web-kit/query';
import { SessionContext } from '@vetnow/web-kit/session';
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
    client.setQueryData(queryKeys.appointments.own(), ['mine']);
    rerender(tree({ ...owner }));
    expect(client.getQueryData(queryKeys.appointments.own())).toEqual(['mine']);

    rerender(tree(fakeSession('signed-out')));
    expect(client.getQueryData(queryKeys.appointments.own())).toBeUndefined();
  });
});
