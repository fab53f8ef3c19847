import 'reflect-metadata';
import { bootstrapService } from '@vetnow/service-kit';
import { createAuthApp } from './app.module.js';
import { warmPasswordHasher } from './passwords/password-hasher.js';

try {
  const { AppModule, env } = await createAuthApp();
  await warmPasswordHasher();
  await bootstrapService(AppModule, { service: 'auth', env });
} catch (err) {
  // Configuration or key problems: say which, never print key material.
  console.error(`svc-auth failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
