import { beforeEach, describe, expect, it, jest } from '@jest/globals';

// The Module Federation runtime is replaced: these tests prove what the shell asks of it.
const registerRemotes = jest.fn();
const loadRemote = jest.fn<(id: string) => Promise<unknown>>();
jest.unstable_mockModule('@module-federation/enhanced/runtime', () => ({ registerRemotes, loadRemote }));

const { loadRemoteComponent, loadedRemoteComponent, RemoteLoadError } = await import('./remote-registry');
const { default: remoteFallbackPlugin } = await import('./remote-fallback-plugin');
const { isRemoteUnavailable } = await import('./remote-unavailable');

const fetchMock = jest.fn<typeof fetch>();
const REMOTES = {
  owner: '/remotes/owner/mf-manifest.json',
  doctor: '/remotes/doctor/mf-manifest.json',
  admin: '/remotes/admin/mf-manifest.json',
};
const remotesJson = (status = 200) => ({ ok: status === 200, status, json: async () => REMOTES }) as Response;

beforeEach(() => {
  globalThis.fetch = fetchMock;
  fetchMock.mockReset();
  registerRemotes.mockReset();
  loadRemote.mockReset();
});

describe('remote registry', () => {
  it('fetches /remotes.json until it succeeds, then registers the remote and loads its module', async () => {
    fetchMock.mockResolvedValueOnce(remotesJson(503));
    await expect(loadRemoteComponent('admin', 'admin-dashboard-page')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(loadRemote).not.toHaveBeenCalled();

    const Screen = () => null;
    fetchMock.mockResolvedValueOnce(remotesJson());
    loadRemote.mockResolvedValueOnce({ default: Screen });
    await expect(loadRemoteComponent('admin', 'admin-dashboard-page')).resolves.toBe(Screen);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]![0]).toBe('/remotes.json');
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
    fetchMock.mockResolvedValue(remotesJson());
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
    fetchMock.mockResolvedValue(remotesJson());
    loadRemote.mockResolvedValueOnce({ somethingElse: 1 });
    await expect(loadRemoteComponent('doctor', 'profile-page')).rejects.toBeInstanceOf(RemoteLoadError);
  });
});
