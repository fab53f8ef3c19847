import 'reflect-metadata';
import { bootstrapService } from '@vetnow/service-kit';
import { createClinicApp } from './app.module.js';

try {
  const { AppModule, env } = createClinicApp();
  await bootstrapService(AppModule, { service: 'clinic', env });
} catch (err) {
  console.error(`svc-clinic failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
