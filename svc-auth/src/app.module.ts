import { Module, type Type } from '@nestjs/common';
import { loadServiceConfig } from '@vetnow/service-kit/config';
import { KitModule, type KitModuleOptions } from '@vetnow/service-kit';
import { AuthModule } from './auth/auth.module.js';
import { CallersModule } from './callers/callers.module.js';
import { loadAuthConfig, type AuthConfig } from './config/auth-config.js';
import { AuthConfigModule } from './config/auth-config.module.js';
import { MIGRATIONS_FOLDER } from './database/migrations-folder.js';
import { DoctorAccountsModule } from './doctor-accounts/doctor-accounts.module.js';
import { KeysModule } from './keys/keys.module.js';
import { loadSigningKeys, type SigningKeys } from './keys/signing-keys.js';
import { ProfileModule } from './profile/profile.module.js';
import { SeedModule } from './seed/seed.module.js';
import { SignInDelaysModule } from './sign-in-delays/sign-in-delays.module.js';
import { StaffAccountsModule } from './staff-accounts/staff-accounts.module.js';

export interface AuthAppOptions {
  /** Environment of this instance (default `process.env`). */
  readonly env?: Record<string, string | undefined>;
  /** Relay / consumer tuning (tests). */
  readonly messaging?: KitModuleOptions['messaging'];
}

export interface AuthApp {
  readonly AppModule: Type<unknown>;
  readonly keys: SigningKeys;
  readonly authConfig: AuthConfig;
  /** The environment the kit reads: the given one, plus JWT_PUBLIC_KEY = this service's own public key. */
  readonly env: Record<string, string | undefined>;
}

/**
 * Builds svc-auth's root module. The signing keys are loaded first, so the kit's guard verifies tokens with
 * svc-auth's own public key (JWT_PUBLIC_KEY) instead of fetching its own JWKS over HTTP.
 */
export async function createAuthApp(options: AuthAppOptions = {}): Promise<AuthApp> {
  const baseEnv = options.env ?? process.env;
  const serviceConfig = loadServiceConfig('auth', baseEnv);
  const authConfig = loadAuthConfig(baseEnv);
  const keys = await loadSigningKeys({
    dataDir: serviceConfig.dataDir,
    ...(authConfig.jwtPrivateKey ? { privateKeyPem: authConfig.jwtPrivateKey } : {}),
  });
  const env = { ...baseEnv, JWT_PUBLIC_KEY: keys.publicKeyPem };

  @Module({
    imports: [
      KitModule.forRoot({
        service: 'auth',
        migrationsFolder: MIGRATIONS_FOLDER,
        env,
        ...(options.messaging ? { messaging: options.messaging } : {}),
      }),
      AuthConfigModule.forRoot(authConfig),
      KeysModule.forRoot(keys, authConfig.sessions.accessTokenTtlSeconds),
      AuthModule,
      CallersModule,
      DoctorAccountsModule,
      ProfileModule,
      SeedModule,
      SignInDelaysModule,
      StaffAccountsModule,
    ],
  })
  class AppModule {}

  return { AppModule, keys, authConfig, env };
}
