import { Component, createContext, startTransition, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@vetnow/web-kit/ui/button';
import { RemoteScope } from '@vetnow/web-kit/ui/remote-scope';
import { PageSpinner } from '@vetnow/web-kit/ui/spinner';
import { ScreenFrame, useScreenFrame } from '../screen-frame/screen-frame';
import { REMOTE_CONTAINERS, loadRemoteComponent, loadedRemoteComponent, type RemoteName } from './remote-registry';

export type RemoteLoader = (remote: RemoteName, expose: string, attempt: number) => Promise<ComponentType>;
export interface RemoteLoaderValue {
  load: RemoteLoader;
  /** A component already loaded, rendered without a spinner. */
  peek: (remote: RemoteName, expose: string) => ComponentType | undefined;
}

/** The loader behind every remote route; tests provide their own. */
export const RemoteLoaderContext = createContext<RemoteLoaderValue>({
  load: loadRemoteComponent,
  peek: loadedRemoteComponent,
});

/** Shown instead of a screen whose remote could not be loaded; the rest of the site keeps working. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <section role="alert" aria-live="assertive" className="mx-auto my-12 max-w-lg px-4">
      <div className="rounded-xl border border-amber-300 bg-amber-50 p-6 text-center">
        <p className="text-base font-semibold text-slate-900">{t('remote.unavailable')}</p>
        <p className="mt-2 text-sm text-slate-700">{t('remote.hint')}</p>
        <Button className="mt-4" onClick={onRetry}>
          {t('remote.retry')}
        </Button>
      </div>
    </section>
  );
}

interface BoundaryProps {
  onRetry: () => void;
  children: ReactNode;
}

/** Catches a remote screen that throws while rendering, and offers the same fallback. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[vetnow] a remote screen failed while rendering', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return <RemoteFallback onRetry={this.props.onRetry} />;
    return this.props.children;
  }
}

type LoadState = { status: 'loading' } | { status: 'ready'; Screen: ComponentType } | { status: 'failed' };

interface RemotePageProps {
  remote: RemoteName;
  expose: string;
}

function RemoteScreen({ remote, expose }: RemotePageProps) {
  const { load, peek } = useContext(RemoteLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<LoadState>(() => {
    const Screen = peek(remote, expose);
    return Screen ? { status: 'ready', Screen } : { status: 'loading' };
  });
  const needsLoad = state.status === 'loading';
  // The page was served with this screen's frame (ADR 0083): it stays until the screen itself is here.
  const frame = useScreenFrame(`${remote}/${expose}`);

  useEffect(() => {
    if (!needsLoad) return;
    let active = true;
    load(remote, expose, attempt).then(
      // A transition: React renders the screen in slices while its frame stays painted (ADR 0087).
      (Screen) => active && startTransition(() => setState({ status: 'ready', Screen })),
      (error: unknown) => {
        console.error(`[vetnow] ${remote}/${expose} could not be loaded`, error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [load, remote, expose, attempt, needsLoad]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  if (state.status === 'loading') return frame ? <ScreenFrame frame={frame} /> : <PageSpinner />;
  if (state.status === 'failed') return <RemoteFallback onRetry={retry} />;
  const { Screen } = state;
  return (
    <RemoteErrorBoundary key={attempt} onRetry={retry}>
      {/* The remote's stylesheet applies only inside this scope (ADR 0008). */}
      <RemoteScope name={REMOTE_CONTAINERS[remote]}>
        <Screen />
      </RemoteScope>
    </RemoteErrorBoundary>
  );
}

/** A route's screen loaded from a remote (`owner` + `doctors-page`), with spinner, fallback and retry. */
export function RemotePage({ remote, expose }: RemotePageProps) {
  // Keyed: two routes showing different remote screens never share load state.
  return <RemoteScreen key={`${remote}/${expose}`} remote={remote} expose={expose} />;
}
