import { fileURLToPath } from 'node:url';
import { Module } from '@nestjs/common';
import { KitModule } from '@vetnow/service-kit';
import { NotifyConfigModule } from './config/notify-config.js';
import { NotifyModule } from './notify.module.js';

/** svc-notify's drizzle migrations (svc-notify/migrations, from src/ and from dist/ alike). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../migrations', import.meta.url));

@Module({
  imports: [KitModule.forRoot({ service: 'notify', migrationsFolder: MIGRATIONS_FOLDER }), NotifyConfigModule.forRoot(), NotifyModule],
})
export class AppModule {}
