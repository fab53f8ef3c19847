import {
  type DynamicModule,
  Global,
  Inject,
  Injectable,
  Logger,
  Module,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { ServiceConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../config/service-config.tokens.js';
import { DATABASE_CONNECTION, DB, type DatabaseConnection } from './database.tokens.js';
import { openDatabase } from './open-database.js';
import { shutdownStep } from '../lifecycle/shutdown-step.js';

export interface DatabaseModuleOptions {
  /** The service's drizzle migrations folder (absolute, e.g. `fileURLToPath(new URL('../drizzle', import.meta.url))`). */
  migrationsFolder?: string;
  /** Kit DDL run before the migrations (KitModule passes the outbox/inbox and revocation tables). */
  kitDdl?: readonly string[];
}

/**
 * Shutdown step 3, the last: closes the pool after everything that used it has stopped (consumer and relay in
 * `onModuleDestroy`, NATS in `beforeApplicationShutdown`). Ending the pool waits for queries in flight, so the step
 * is bounded and says what it waited for.
 */
@Injectable()
class DatabaseCloser implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  constructor(@Inject(DATABASE_CONNECTION) private readonly connection: DatabaseConnection) {}
  async onApplicationShutdown(): Promise<void> {
    await shutdownStep(this.logger, 'the database pool to close', () => this.connection.close());
  }
}

/** Provides {@link DB} (drizzle) and {@link DATABASE_CONNECTION} globally; needs {@link SERVICE_CONFIG}. */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(options: DatabaseModuleOptions = {}): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [
        {
          provide: DATABASE_CONNECTION,
          inject: [SERVICE_CONFIG],
          useFactory: (config: ServiceConfig) => {
            const logger = new Logger('Database');
            return openDatabase(config, {
              kitDdl: options.kitDdl ?? [],
              ...(options.migrationsFolder ? { migrationsFolder: options.migrationsFolder } : {}),
              logger: {
                info: (obj, msg) => logger.log({ ...obj, msg }),
                warn: (obj, msg) => logger.warn({ ...obj, msg }),
              },
            });
          },
        },
        { provide: DB, inject: [DATABASE_CONNECTION], useFactory: (c: DatabaseConnection) => c.db },
        DatabaseCloser,
      ],
      exports: [DB, DATABASE_CONNECTION],
    };
  }
}
