import { type DynamicModule, Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { ServiceConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../config/service-config.tokens.js';
import { createKeySource } from './access-token.js';
import { ACCESS_TOKEN_KEY_SOURCE, AuthGuard } from './auth.guard.js';
import { RevokedAccounts } from './revoked-accounts.js';

/**
 * The global auth guard (APP_GUARD) and the revocation list. Needs SERVICE_CONFIG and DB (with
 * REVOCATION_DDL run); the revocation handlers are found by the messaging module.
 */
@Global()
@Module({})
export class AuthModule {
  static forRoot(): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      providers: [
        { provide: ACCESS_TOKEN_KEY_SOURCE, inject: [SERVICE_CONFIG], useFactory: (c: ServiceConfig) => createKeySource(c) },
        RevokedAccounts,
        { provide: APP_GUARD, useClass: AuthGuard },
      ],
      exports: [ACCESS_TOKEN_KEY_SOURCE, RevokedAccounts],
    };
  }
}
