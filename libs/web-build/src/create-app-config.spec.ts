import path from 'node:path';
// @ts-expect-error -- the build configuration is plain ESM JavaScript without types
import { createAppConfig } from './create-app-config.mjs';
// @ts-expect-error -- plain ESM JavaScript without types
import { CriticalChunksPlugin } from './critical-chunks.mjs';

const ROOT = path.resolve(import.meta.dirname, '../../..');

type Config = {
  mode: string;
  devtool: unknown;
  plugins: unknown[];
  output: { filename: string };
  optimization: { minimize: boolean };
};

/** The shell's configuration as rspack would see it with this NODE_ENV (and rspack's own argv). */
function shellConfig(nodeEnv: string | undefined, argv: { mode?: string } = {}): Config {
  const saved = process.env.NODE_ENV;
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  try {
    const factory = createAppConfig({
      appDir: path.join(ROOT, 'shell'),
      name: 'vetnow_shell',
      kind: 'host',
      criticalChunkGroups: ['bootstrap'],
    });
    return factory({}, argv) as Config;
  } finally {
    process.env.NODE_ENV = saved;
  }
}

describe('the build is the product build whoever starts it (issue 43)', () => {
  it.each([['test'], ['production'], [undefined]])(
    'NODE_ENV=%s builds for production: no source maps, critical chunks listed',
    (nodeEnv) => {
      const config = shellConfig(nodeEnv);
      expect(config.mode).toBe('production');
      expect(config.devtool).toBe(false);
      expect(config.optimization.minimize).toBe(true);
      expect(config.output.filename).toContain('[contenthash');
      expect(config.plugins.some((p) => p instanceof CriticalChunksPlugin)).toBe(true);
    },
  );

  it('development only when asked for (rspack serve, --mode development)', () => {
    expect(shellConfig('development').mode).toBe('development');
    expect(shellConfig('test', { mode: 'development' }).mode).toBe('development');
    expect(shellConfig('development').plugins.some((p) => p instanceof CriticalChunksPlugin)).toBe(false);
  });
});
