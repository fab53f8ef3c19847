import { Body, Controller, Query } from '@nestjs/common';
import { API, type NotificationPreferences, type RouteBodyData, type UnsubscribeResponse } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { DomainError } from '@vetnow/service-kit/errors';
import { Implements } from '@vetnow/service-kit/routing';
import { EmailPreferencesService } from './email-preferences.service.js';
import { UnsubscribeLinks } from './unsubscribe-links.js';

/** The signed-in account's e-mail choices, and the one-click unsubscribe of an e-mail's link (no sign-in). */
@Controller()
export class PreferencesController {
  constructor(
    private readonly preferences: EmailPreferencesService,
    private readonly links: UnsubscribeLinks,
  ) {}

  @Implements(API.notify.getPreferences)
  async get(@CurrentUser() user: TokenClaims): Promise<NotificationPreferences> {
    return { email: await this.preferences.get(user.sub) };
  }

  @Implements(API.notify.setPreferences)
  async set(@CurrentUser() user: TokenClaims, @Body() body: RouteBodyData<typeof API.notify.setPreferences>): Promise<NotificationPreferences> {
    return { email: await this.preferences.set(user.sub, body.email) };
  }

  @Implements(API.notify.unsubscribe)
  async unsubscribe(@Query('token') token: string): Promise<UnsubscribeResponse> {
    const who = this.links.verify(token);
    if (!who) throw new DomainError('NOTIFICATION_UNSUBSCRIBE_INVALID');
    await this.preferences.set(who.userId, { [who.category]: false });
    return { success: true, category: who.category };
  }
}
