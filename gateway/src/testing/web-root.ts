import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface WebRootFixture {
  /** The temporary folder standing for WEB_ROOT (set once the describe block's beforeAll has run). */
  readonly path: string;
}

/**
 * For a describe block: a temporary WEB_ROOT holding `files` (paths relative to it, e.g. `shell/dist/index.html`),
 * written before its tests and removed after them. `prepare` runs on the written folder (e.g. to precompress a file
 * as the build does). Declare it before {@link useGatewayOverFakes} so that the gateway starts on a written root.
 */
export function useWebRoot(files: Record<string, string>, prepare?: (root: string) => Promise<void>): WebRootFixture {
  const fixture = { path: '' };
  beforeAll(async () => {
    fixture.path = await mkdtemp(join(tmpdir(), 'vetnow-gw-web-'));
    for (const [rel, text] of Object.entries(files)) {
      await mkdir(join(fixture.path, rel, '..'), { recursive: true });
      await writeFile(join(fixture.path, rel), text);
    }
    await prepare?.(fixture.path);
  });
  afterAll(async () => {
    if (fixture.path) await rm(fixture.path, { recursive: true, force: true });
  });
  return fixture;
}
