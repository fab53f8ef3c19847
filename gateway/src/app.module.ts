import { Module, type DynamicModule } from '@nestjs/common';
import { createKeySource } from '@vetnow/service-kit/auth';
import { ACCESS_TOKEN_KEY_SOURCE } from '@vetnow/service-kit/auth';
import { GATEWAY_CONFIG, UPSTREAMS } from './gateway.tokens.js';
import type { GatewayConfig } from './config/gateway-config.js';
import type { UpstreamRegistry } from './upstreams/upstream-registry.js';
import { ApiDocsModule } from './api-docs/api-docs.module.js';
import { CompositionModule } from './composition/composition.module.js';

export interface AppModuleOptions {
  readonly config: GatewayConfig;
  readonly upstreams: UpstreamRegistry;
}

/**
 * The gateway's Nest application: the composition routes, guarded by the kit's AuthGuard (tokens verified
 * with JWT_PUBLIC_KEY, else svc-auth's JWKS). The proxy, static site and security hooks are Fastify plugins
 * registered around it by createGateway (hot paths that need no DI).
 */
@Module({})
export class AppModule {
  static forRoot(options: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [CompositionModule, ApiDocsModule],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: options.config },
        { provide: UPSTREAMS, useValue: options.upstreams },
        { provide: ACCESS_TOKEN_KEY_SOURCE, useValue: createKeySource(options.config) },
      ],
      exports: [GATEWAY_CONFIG, UPSTREAMS, ACCESS_TOKEN_KEY_SOURCE],
    };
  }
}
