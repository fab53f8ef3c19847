import { Logger, type Provider } from '@nestjs/common';
import { NOTIFY_CONFIG, type NotifyConfig } from '../../config/notify-config.js';
import { HttpSmsTransport } from './http-sms-transport.js';
import { LogSmsTransport } from './log-sms-transport.js';
import { SMS_TRANSPORT, type SmsTransport } from './sms-transport.js';

/** SMS_HTTP_URL set → the HTTP transport; else the log transport. Logs which, never the URL (it may hold a key). */
export const smsTransportProvider: Provider = {
  provide: SMS_TRANSPORT,
  inject: [NOTIFY_CONFIG],
  useFactory: (config: NotifyConfig): SmsTransport => {
    const transport = config.sms.http ? new HttpSmsTransport(config.sms.http) : new LogSmsTransport();
    new Logger('Sms').log({ msg: 'SMS transport', transport: transport.kind, ...(config.sms.http ? { method: config.sms.http.method } : {}) });
    return transport;
  },
};
