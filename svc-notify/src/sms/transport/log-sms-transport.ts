import { Logger } from '@nestjs/common';
import { maskPhone, type SmsTransport } from './sms-transport.js';

/**
 * The transport without SMS_HTTP_URL (a newcomer's `npm start`, tests): sends nothing and logs that it would have —
 * the SMS's id, the recipient masked and the text's length; the text itself only at debug level (it names the pet,
 * doctor and time of a visit, and a claim link's SMS holds the token that claims an account: never above debug).
 */
export class LogSmsTransport implements SmsTransport {
  readonly kind = 'log';
  private readonly logger = new Logger('Sms');

  send(to: string, text: string, id: string): Promise<void> {
    const masked = maskPhone(to);
    this.logger.log({ msg: `SMS not sent (no SMS_HTTP_URL): ${text.length} characters to ${masked}`, smsId: id, to: masked, length: text.length });
    this.logger.debug({ msg: 'SMS text', smsId: id, text });
    return Promise.resolve();
  }
}
