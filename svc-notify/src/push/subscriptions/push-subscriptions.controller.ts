import { Body, Controller, Inject, Param } from '@nestjs/common';
import {
  API,
  type PushKeyResponse,
  type PushSubscriptionResponse,
  type PushUnsubscribeResponse,
  type RouteBodyData,
  type RouteParamsData,
} from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { PUSH_TRANSPORT, type PushTransport } from '../transport/push-transport.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';

/** Turning push on and off in a browser (issue 40): the VAPID key, and the signed-in account's own subscriptions. */
@Controller()
export class PushSubscriptionsController {
  constructor(
    private readonly subscriptions: PushSubscriptionsService,
    @Inject(PUSH_TRANSPORT) private readonly transport: PushTransport,
  ) {}

  @Implements(API.notify.pushKey)
  key(): PushKeyResponse {
    return { publicKey: this.transport.publicKey };
  }

  @Implements(API.notify.pushSubscribe)
  subscribe(@CurrentUser() user: TokenClaims, @Body() body: RouteBodyData<typeof API.notify.pushSubscribe>): Promise<PushSubscriptionResponse> {
    return this.subscriptions.subscribe(user.sub, body);
  }

  @Implements(API.notify.pushUnsubscribe)
  async unsubscribe(
    @CurrentUser() user: TokenClaims,
    @Param() params: RouteParamsData<typeof API.notify.pushUnsubscribe>,
  ): Promise<PushUnsubscribeResponse> {
    return { success: true, ...(await this.subscriptions.unsubscribe(user.sub, params.id)) };
  }
}
