import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HttpResponse, http, server } from '@vetnow/web-kit/testing';
import remoteFallbackPlugin from './remote-fallback-plugin';
import { isRemoteUnavailable } from './remote-unavailable';

// The Module Federation runtime is replaced: these tests prove what the shell asks of it.
const registerRemotes = jest.fn();
const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));
// The registry is loaded once the mock is in place (imports would be required before it).
let { loadRemoteComponent, loadedRemoteComponent, RemoteLoadError } = {} as typeof import('./remote-registry');
beforeAll(async () => {
  ({ loadRemoteComponent, loadedRemoteComponent, RemoteLoadError } = await import('./remote-registry'));
});

const REMOTES = {
  owner: '/remotes/owner/mf-manifest.json',
  doctor: '/remotes/doctor/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};
/** The paths of the /remotes.json requests the shell made. */
const requested: string[] = [];
/** /remotes.json (not an API route: the shell's own file) answers `status`, once or from now on. */
function remotesJson(status = 200, options: { once?: boolean } = {}) {
  server.use(
    http.get(
      '*/remotes.json',
      ({ request }) => {
        requested.push(new URL(request.url).pathname);
        return status === 200 ? HttpResponse.json(REMOTES) : new HttpResponse(null, { status });
      },
      options,
    ),
  );
}

beforeEach(() => {
  requested.length = 0;
  registerRemotes.mockReset();
  loadRemote.mockReset();
});

describe('remote registry', () => {
  it('fetches /remotes.json until it succeeds, then registers the remote and loads its module', async () => {
    remotesJson(503, { once: true });
    await expect(loadRemoteComponent('admin', 'admin-dashboard-page')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemote).not.toHaveBeenCalled();

    const Screen = () => null;
    remotesJson(200, { once: true });
    loadRemote.mockResolvedValueOnce({ default: Screen });
    await expect(loadRemoteComponent('admin', 'admin-dashboard-page')).resolves.toBe(Screen);
    expect(requested).toEqual(['/remotes.json', '/remotes.json']);
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'vetnow_admin', alias: 'admin', entry: '/remotes/admin/mf-manifest.json' }],
      { force: false },
    );
    expect(loadRemote).toHaveBeenCalledWith('admin/admin-dashboard-page');

    // Loaded once: later visits need no runtime call.
    expect(loadedRemoteComponent('admin', 'admin-dashboard-page')).toBe(Screen);
    await expect(loadRemoteComponent('admin', 'admin-dashboard-page')).resolves.toBe(Screen);
    expect(loadRemote).toHaveBeenCalledTimes(1);
  });

  it("turns the fallback plugin's marker into a RemoteLoadError, and a retry re-registers the remote", async () => {
    remotesJson();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const plugin = remoteFallbackPlugin();
    const hook = plugin.errorLoadRemote as (args: { id: string; error: unknown; lifecycle: string }) => unknown;
    const marker = hook({ id: 'owner/doctors-page', error: new Error('entry 404'), lifecycle: 'onLoad' });
    expect(isRemoteUnavailable(marker)).toBe(true);
    loadRemote.mockResolvedValueOnce(marker);

    const failure = await loadRemoteComponent('owner', 'doctors-page').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RemoteLoadError);
    expect((failure as Error).cause).toEqual(new Error('entry 404'));

    const Screen = () => null;
    loadRemote.mockResolvedValueOnce({ default: Screen });
    await expect(loadRemoteComponent('owner', 'doctors-page', 1)).resolves.toBe(Screen);
    expect(registerRemotes).toHaveBeenLastCalledWith(
      [{ name: 'vetnow_owner', alias: 'owner', entry: '/remotes/owner/mf-manifest.json' }],
      { force: true },
    );
  });

  it('the plugin leaves other lifecycles alone (they expect manifests or request args, not a module)', () => {
    const hook = remoteFallbackPlugin().errorLoadRemote as (args: { lifecycle: string; id: string; error: unknown }) => unknown;
    expect(hook({ id: 'x', error: new Error(), lifecycle: 'afterResolve' })).toBeUndefined();
    expect(hook({ id: 'x', error: new Error(), lifecycle: 'beforeRequest' })).toBeUndefined();
  });

  it('rejects a module without a default export', async () => {
    remotesJson();
    loadRemote.mockResolvedValueOnce({ somethingElse: 1 });
    await expect(loadRemoteComponent('doctor', 'profile-page')).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
