import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG, type ServiceConfig } from '@vetnow/service-kit/config';
import nodemailer, { type Transporter } from 'nodemailer';
import { NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';

/** A file sent with an e-mail (the visit's `.ics`). */
export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: string;
}

export interface OutgoingMail {
  /** The e-mail's id: the file name of its `.eml` and its Message-ID's left part, so a re-send is recognisable. */
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** RFC 8058: `List-Unsubscribe: <oneClick>` with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. */
  readonly unsubscribe?: { readonly oneClick: string };
  readonly attachments?: readonly MailAttachment[];
}

/**
 * Sends e-mail with nodemailer: through SMTP_URL when it is set, else each message is written as an `.eml` file
 * under `DATA_DIR/mail` and its recipient and subject are logged (so a newcomer sees them without any setup).
 * Never logs the SMTP URL (it may carry a password).
 */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger('Mail');
  private readonly transporter: Transporter;
  private readonly mailDir: string;
  readonly mode: 'smtp' | 'files';

  constructor(
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
    @Inject(SERVICE_CONFIG) service: ServiceConfig,
  ) {
    this.mailDir = join(service.dataDir, 'mail');
    if (config.smtpUrl) {
      this.mode = 'smtp';
      // Pooled: a few SMTP connections kept open and reused (a new one per e-mail costs a greeting round each; many
      // servers also pause before greeting a new connection). Parameters in the URL (e.g. `?pool=false`) win.
      this.transporter = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 2 });
    } else {
      this.mode = 'files';
      this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  /** Where `.eml` files go without SMTP_URL. */
  get directory(): string {
    return this.mailDir;
  }

  async send(mail: OutgoingMail): Promise<void> {
    const domain = /@([^>\s]+)/.exec(this.config.mailFrom)?.[1] ?? 'vetnow.lk';
    const message = {
      from: this.config.mailFrom,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      messageId: `<${mail.id}@${domain}>`,
      ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ ...a })) } : {}),
      ...(mail.unsubscribe
        ? { list: { unsubscribe: { url: mail.unsubscribe.oneClick } }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    };
    const info = (await this.transporter.sendMail(message)) as { message?: Buffer | string };
    if (this.mode === 'files') {
      await mkdir(this.mailDir, { recursive: true, mode: 0o700 });
      const file = join(this.mailDir, `${mail.id}.eml`);
      await writeFile(file, info.message ?? '', { mode: 0o600 });
      // In the message too: `npm start` prints only the message of each line.
      this.logger.log({ msg: `e-mail written (no SMTP_URL) to ${mail.to}: "${mail.subject}" → ${file}`, to: mail.to, subject: mail.subject, file });
    } else {
      this.logger.log({ msg: 'e-mail sent', to: mail.to, subject: mail.subject });
    }
  }

  onModuleDestroy(): void {
    this.transporter.close();
  }
}
