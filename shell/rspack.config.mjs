import { createAppConfig } from '@vetnow/web-build/create-app-config';

// Development: remotes run their own dev servers (npm run dev -w mf-owner …); override with VETNOW_REMOTES
// (a JSON object like /remotes.json). The API goes to the gateway (VETNOW_API, default http://127.0.0.1:8080).
const devRemotes = process.env.VETNOW_REMOTES ?? JSON.stringify({
  owner: 'http://localhost:3001/mf-manifest.json',
  doctor: 'http://localhost:3002/mf-manifest.json',
  admin: 'http://localhost:3003/mf-manifest.json',
});

export default createAppConfig({
  appDir: import.meta.dirname,
  name: 'vetnow_shell',
  kind: 'host',
  port: 3000,
  // No remote URLs at build time: the shell reads /remotes.json when it starts.
  runtimePlugins: [
    new URL('./src/app/remotes/remote-fallback-plugin.ts', import.meta.url).pathname,
    new URL('./src/app/remotes/early-manifest-plugin.ts', import.meta.url).pathname,
    new URL('./src/app/remotes/share-in-tasks-plugin.ts', import.meta.url).pathname,
  ],
  // The bootstrap's files, which index.html preloads (scripts/prerender.mjs; the name is src/index.ts's
  // webpackChunkName). The pre-rendered pages do not: they paint from their HTML (ADR 0034).
  criticalChunkGroups: ['bootstrap'],
  devServer: {
    proxy: [{ context: ['/api'], target: process.env.VETNOW_API ?? 'http://127.0.0.1:8080', changeOrigin: true }],
    setupMiddlewares: (middlewares) => [
      {
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req, res) => {
          res.setHeader('Content-Type', 'application/json');
          res.setHeader('Cache-Control', 'no-store');
          res.end(devRemotes);
        },
      },
      ...middlewares,
    ],
  },
});
