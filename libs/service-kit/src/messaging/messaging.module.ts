import { Global, Module, type DynamicModule } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { loadServiceConfig, type ServiceConfig } from '../config/service-config.js';
import { SERVICE_CONFIG } from '../config/service-config.tokens.js';
import { EventConsumerService } from './event-consumer.service.js';
import {
  MESSAGING_CONFIG,
  MESSAGING_OPTIONS,
  type MessagingConfig,
  type MessagingModuleOptions,
} from './messaging.options.js';
import { NatsConnectionService } from './nats-connection.service.js';
import { OutboxRelayService } from './outbox-relay.service.js';
import { OutboxService } from './outbox.service.js';
import { UnitOfWork } from './unit-of-work.service.js';

/**
 * Events for one service: transactional outbox + relay to JetStream, and idempotent `@OnEvent` consumers.
 * Needs the `DB` provider (the kit's DatabaseModule) and the tables of MESSAGING_DDL.
 */
@Global()
@Module({})
export class MessagingModule {
  static forRoot(options: MessagingModuleOptions): DynamicModule {
    return {
      module: MessagingModule,
      global: true,
      imports: [DiscoveryModule],
      providers: [
        { provide: MESSAGING_OPTIONS, useValue: options },
        {
          provide: MESSAGING_CONFIG,
          inject: [{ token: SERVICE_CONFIG, optional: true }],
          useFactory: (serviceConfig?: ServiceConfig): MessagingConfig => {
            const c = options.config ?? serviceConfig ?? loadServiceConfig(options.service);
            return {
              natsUrl: c.natsUrl,
              natsStream: c.natsStream,
              eventSubjectPrefix: c.eventSubjectPrefix,
              ...(c.natsUser && c.natsPassword ? { natsUser: c.natsUser, natsPassword: c.natsPassword } : {}),
              ...(c.natsCreds ? { natsCreds: c.natsCreds } : {}),
              ...(c.eventRetentionDays ? { eventRetentionDays: c.eventRetentionDays } : {}),
              ...(c.eventAckWaitMs ? { eventAckWaitMs: c.eventAckWaitMs } : {}),
            };
          },
        },
        NatsConnectionService,
        OutboxService,
        OutboxRelayService,
        UnitOfWork,
        EventConsumerService,
      ],
      exports: [OutboxService, NatsConnectionService, UnitOfWork, OutboxRelayService, EventConsumerService, MESSAGING_OPTIONS],
    };
  }
}
