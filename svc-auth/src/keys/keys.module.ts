import { type DynamicModule, Global, Module } from '@nestjs/common';
import { JwksController } from './jwks.controller.js';
import { SIGNING_KEYS } from './keys.tokens.js';
import type { SigningKeys } from './signing-keys.js';
import { TokenSigner } from './token-signer.js';

/**
 * The signing key pair (loaded before the app is built, see main.ts), the token signer and the JWKS route.
 */
@Global()
@Module({})
export class KeysModule {
  static forRoot(keys: SigningKeys, accessTokenTtlSeconds?: number): DynamicModule {
    return {
      module: KeysModule,
      global: true,
      controllers: [JwksController],
      providers: [
        { provide: SIGNING_KEYS, useValue: keys },
        { provide: TokenSigner, useValue: new TokenSigner(keys, accessTokenTtlSeconds) },
      ],
      exports: [SIGNING_KEYS, TokenSigner],
    };
  }
}
