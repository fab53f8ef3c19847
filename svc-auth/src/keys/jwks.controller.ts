import { Controller, Get, Header, Inject } from '@nestjs/common';
import { Public } from '@vetnow/service-kit/auth';
import type { JSONWebKeySet } from 'jose';
import { SIGNING_KEYS } from './keys.tokens.js';
import type { SigningKeys } from './signing-keys.js';

/** The public key(s) verifiers use (gateway and services, through JWKS_URL). */
@Controller('.well-known')
export class JwksController {
  constructor(@Inject(SIGNING_KEYS) private readonly keys: SigningKeys) {}

  @Public()
  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  jwks(): JSONWebKeySet {
    return { keys: [this.keys.publicJwk] };
  }
}
