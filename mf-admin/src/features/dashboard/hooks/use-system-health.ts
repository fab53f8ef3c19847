import { useCallback, useEffect, useState } from 'react';
import { fetchSystemHealth, type SystemHealth } from '../api/dashboard-api';

/** GET /api/health, read when the overview shows; `recheck` asks again. */
export function useSystemHealth(): { health: SystemHealth | null; recheck: () => void } {
  const [health, setHealth] = useState<SystemHealth | null>(null);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setHealth(null);
    fetchSystemHealth(controller.signal).then(
      (result) => setHealth(result),
      () => undefined, // only an abort rejects
    );
    return () => controller.abort();
  }, [generation]);

  const recheck = useCallback(() => setGeneration((n) => n + 1), []);
  return { health, recheck };
}
