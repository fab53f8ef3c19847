import { type DynamicModule, Global, Module } from '@nestjs/common';
import { AUTH_CONFIG, type AuthConfig } from './auth-config.js';

/** Provides {@link AUTH_CONFIG} (svc-auth's own env settings) to every module. */
@Global()
@Module({})
export class AuthConfigModule {
  static forRoot(config: AuthConfig): DynamicModule {
    return {
      module: AuthConfigModule,
      global: true,
      providers: [{ provide: AUTH_CONFIG, useValue: config }],
      exports: [AUTH_CONFIG],
    };
  }
}
