import { createContext, useContext, type ReactNode } from 'react';

/**
 * The attribute around a remote's screen. Each remote's stylesheet is scoped to
 * `[data-vn-remote="<its container name>"]` at build time (libs/web-build/src/scope-remote-css.cjs, ADR 0008),
 * so a remote's CSS applies only inside its own screen and can never restyle the shell or another remote.
 */
export const REMOTE_SCOPE_ATTRIBUTE = 'data-vn-remote';

const RemoteScopeContext = createContext<string | null>(null);

/** The container name of the remote whose screen this component renders in (null in the shell's own screens). */
export function useRemoteScope(): string | null {
  return useContext(RemoteScopeContext);
}

/** Attributes that carry the scope onto an element rendered outside the screen's tree (a portal). */
export function remoteScopeAttributes(scope: string | null): Record<string, string> {
  return scope ? { [REMOTE_SCOPE_ATTRIBUTE]: scope } : {};
}

/**
 * Wraps a remote's screen (rendered by the shell): the scope element (`display: contents`, so layout is
 * unchanged) and the context that lets portals (Modal) carry the scope along.
 */
export function RemoteScope({ name, children }: { name: string; children: ReactNode }) {
  return (
    <RemoteScopeContext.Provider value={name}>
      <div {...remoteScopeAttributes(name)} className="contents">
        {children}
      </div>
    </RemoteScopeContext.Provider>
  );
}
