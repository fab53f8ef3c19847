import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { EMAIL_CATEGORIES, type EmailCategory } from '@vetnow/contracts/api';
import { DB, type Database } from '@vetnow/service-kit/database';
import { eq } from 'drizzle-orm';
import { NOTIFY_CONFIG, type NotifyConfig } from '../config/notify-config.js';
import { notifySecrets } from '../database/schema.js';

const SECRET = 'unsubscribe';

/** The links of an e-mail that turn its category off without signing in. */
export interface UnsubscribeUrls {
  /** The page a person opens from the e-mail's footer (the shell's /unsubscribe asks to confirm). */
  readonly page: string;
  /** RFC 8058 one-click: a mail client POSTs here (List-Unsubscribe with List-Unsubscribe-Post). */
  readonly oneClick: string;
}

/**
 * Signed unsubscribe links (issue 12): `base64url(JSON {u, c}).base64url(HMAC-SHA256)`, the key made once in the
 * database and shared by every copy of svc-notify. No expiry: an old e-mail's link keeps working. A token that does
 * not verify names nobody.
 */
@Injectable()
export class UnsubscribeLinks implements OnApplicationBootstrap {
  private key?: Buffer;

  constructor(
    @Inject(DB) private readonly db: Database,
    @Inject(NOTIFY_CONFIG) private readonly config: NotifyConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.db.insert(notifySecrets).values({ name: SECRET, value: randomBytes(32).toString('base64') }).onConflictDoNothing();
    const [row] = await this.db.select().from(notifySecrets).where(eq(notifySecrets.name, SECRET));
    this.key = Buffer.from(row!.value, 'base64');
  }

  private mac(payload: string): Buffer {
    if (!this.key) throw new Error('UnsubscribeLinks used before the application started');
    return createHmac('sha256', this.key).update(payload).digest();
  }

  sign(userId: string, category: EmailCategory): string {
    const payload = Buffer.from(JSON.stringify({ u: userId, c: category })).toString('base64url');
    return `${payload}.${this.mac(payload).toString('base64url')}`;
  }

  verify(token: string): { userId: string; category: EmailCategory } | undefined {
    const [payload, signature, extra] = token.split('.');
    if (!payload || !signature || extra !== undefined) return undefined;
    const expected = this.mac(payload);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    try {
      const { u, c } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { u?: unknown; c?: unknown };
      if (typeof u !== 'string' || !u || !EMAIL_CATEGORIES.includes(c as EmailCategory)) return undefined;
      return { userId: u, category: c as EmailCategory };
    } catch {
      return undefined;
    }
  }

  urls(userId: string, category: EmailCategory): UnsubscribeUrls {
    const token = encodeURIComponent(this.sign(userId, category));
    return {
      page: `${this.config.publicUrl}/unsubscribe?token=${token}`,
      oneClick: `${this.config.publicUrl}/api/notifications/unsubscribe?token=${token}`,
    };
  }
}
