import { Module } from '@nestjs/common';
import { SmsOutboxService } from './outbox/sms-outbox.service.js';
import { SmsPreferencesService } from './preferences/sms-preferences.service.js';
import { SmsSenderService } from './sender/sms-sender.service.js';
import { smsTransportProvider } from './transport/sms-transport.provider.js';

/** The SMS channel (ADR 0031): preferences, the outbox, its sender and the transport. */
@Module({
  providers: [SmsPreferencesService, SmsOutboxService, SmsSenderService, smsTransportProvider],
  exports: [SmsPreferencesService, SmsOutboxService, SmsSenderService, smsTransportProvider],
})
export class SmsModule {}
