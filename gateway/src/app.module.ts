import { Module, type DynamicModule } from '@nestjs/common';
import { ACCESS_TOKEN_VERIFIER, GATEWAY_CONFIG, UPSTREAMS } from './gateway.tokens.js';
import type { GatewayConfig } from './config/gateway-config.js';
import type { UpstreamRegistry } from './upstreams/upstream-registry.js';
import type { AccessTokenVerifier } from './composition/admin.guard.js';
import { CompositionModule } from './composition/composition.module.js';

export interface AppModuleOptions {
  readonly config: GatewayConfig;
  readonly upstreams: UpstreamRegistry;
  readonly verifyAccessToken: AccessTokenVerifier;
}

/**
 * The gateway's Nest application: the composition routes. The proxy, static site and security hooks are Fastify
 * plugins registered around it by {@link createGateway} (they are hot paths and need no DI).
 */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [CompositionModule],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: options.config },
        { provide: UPSTREAMS, useValue: options.upstreams },
        { provide: ACCESS_TOKEN_VERIFIER, useValue: options.verifyAccessToken },
      ],
      exports: [GATEWAY_CONFIG, UPSTREAMS, ACCESS_TOKEN_VERIFIER],
    };
  }
}
