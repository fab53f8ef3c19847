import { Body, Controller, Inject, Query } from '@nestjs/common';
import { DB, type Database } from '@vetnow/service-kit/database';
import { API, type NotificationPreferences, type RouteBodyData, type UnsubscribeResponse } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { DomainError } from '@vetnow/service-kit/errors';
import { Implements } from '@vetnow/service-kit/routing';
import { PushPreferencesService } from '../push/preferences/push-preferences.service.js';
import { PushSubscriptionsService } from '../push/subscriptions/push-subscriptions.service.js';
import { mobileOf } from '../sms/outbox/sms-recipients.js';
import { SmsPreferencesService } from '../sms/preferences/sms-preferences.service.js';
import { EmailPreferencesService } from './email-preferences.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/**
 * The signed-in account's e-mail, SMS and push choices (with the number SMS go to and how many browsers push goes to), and the one-click unsubscribe of an
 * e-mail's link (no sign-in; e-mail only).
 */
@Controller()
export class PreferencesController {
  constructor(
    private readonly preferences: EmailPreferencesService,
    private readonly sms: SmsPreferencesService,
    private readonly push: PushPreferencesService,
    private readonly pushSubscriptions: PushSubscriptionsService,
    private readonly links: UnsubscribeLinks,
    @Inject(DB) private readonly db: Database,
  ) {}

  @Implements(API.notify.getPreferences)
  async get(@CurrentUser() user: TokenClaims): Promise<NotificationPreferences> {
    return this.answer(user.sub);
  }

  /** Each channel and choice is optional (a client from before SMS sends only `email`); what is left out is kept. */
  @Implements(API.notify.setPreferences)
  async set(@CurrentUser() user: TokenClaims, @Body() body: RouteBodyData<typeof API.notify.setPreferences>): Promise<NotificationPreferences> {
    await this.db.transaction(async (tx) => {
      if (body.email) await this.preferences.set(user.sub, body.email, tx);
      if (body.sms) await this.sms.set(user.sub, body.sms, tx);
      if (body.push) await this.push.set(user.sub, body.push, tx);
    });
    return this.answer(user.sub);
  }

  private async answer(userId: string): Promise<NotificationPreferences> {
    const [email, sms, smsPhone, push, pushDevices] = await Promise.all([
      this.preferences.get(userId),
      this.sms.get(userId),
      mobileOf(this.db, userId),
      this.push.get(userId),
      this.pushSubscriptions.devices(userId),
    ]);
    return { email, sms, smsPhone: smsPhone ?? null, push, pushDevices };
  }

  @Implements(API.notify.unsubscribe)
  async unsubscribe(@Query('token') token: string): Promise<UnsubscribeResponse> {
    const who = this.links.verify(token);
    if (!who) throw new DomainError('NOTIFICATION_UNSUBSCRIBE_INVALID');
    await this.preferences.set(who.userId, { [who.category]: false });
    return { success: true, category: who.category };
  }
}
