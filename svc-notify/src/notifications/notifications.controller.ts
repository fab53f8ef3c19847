import { Controller, Param } from '@nestjs/common';
import { API, type NotificationList, type NotificationReadResponse, type NotificationsReadAllResponse } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { NotificationsService } from './notifications.service.js';

/** The signed-in account's in-app notifications (any role; only its own rows). */
@Controller()
export class NotificationsController {
  constructor(private readonly notifications: NotificationsService) {}

  @Implements(API.notify.list)
  list(@CurrentUser() user: TokenClaims): Promise<NotificationList> {
    return this.notifications.list(user.sub);
  }

  @Implements(API.notify.markAllRead)
  async markAllRead(@CurrentUser() user: TokenClaims): Promise<NotificationsReadAllResponse> {
    return { success: true, updated: await this.notifications.markAllRead(user.sub) };
  }

  @Implements(API.notify.markRead)
  async markRead(@CurrentUser() user: TokenClaims, @Param('id') id: string): Promise<NotificationReadResponse> {
    return { success: true, notification: await this.notifications.markRead(user.sub, id) };
  }
}
