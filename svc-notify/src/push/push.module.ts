import { Module } from '@nestjs/common';
import { PushPreferencesService } from './preferences/push-preferences.service.js';
import { PushSenderService } from './sender/push-sender.service.js';
import { PushSubscriptionsController } from './subscriptions/push-subscriptions.controller.js';
import { PushSubscriptionsService } from './subscriptions/push-subscriptions.service.js';
import { pushTransportProvider } from './transport/push-transport.provider.js';

/** The Web Push channel (issue 40, ADR 0066): subscriptions, preferences, the outbox's sender and the transport. */
@Module({
  controllers: [PushSubscriptionsController],
  providers: [PushPreferencesService, PushSubscriptionsService, PushSenderService, pushTransportProvider],
  exports: [PushPreferencesService, PushSubscriptionsService, PushSenderService, pushTransportProvider],
})
export class PushModule {}
