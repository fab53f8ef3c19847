import { Body, Controller, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { WaitlistEntry } from '@vetnow/contracts/waitlist';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { JoinWaitlistService, type JoinData } from './join-waitlist.service.js';
import { LeaveWaitlistService } from './leave-waitlist.service.js';
import { WaitlistQueries } from './waitlist-queries.js';
import { entryIdOrThrow } from './waitlist-view.js';

/** The owner's own waitlist (issue 39 phase B): their entries, joining, leaving. */
@Controller()
export class WaitlistController {
  constructor(
    private readonly queries: WaitlistQueries,
    private readonly joining: JoinWaitlistService,
    private readonly leaving: LeaveWaitlistService,
  ) {}

  /** Today's and later entries (not those the owner left), in date then list order. */
  @Implements(API.waitlist.mine)
  mine(@CurrentUser() user: TokenClaims): Promise<WaitlistEntry[]> {
    return this.queries.ownEntries(user.sub);
  }

  @Implements(API.waitlist.join)
  async join(@CurrentUser() user: TokenClaims, @Body() body: JoinData): Promise<WaitlistEntry> {
    return this.queries.entry(await this.joining.join(user.sub, body));
  }

  /** Only the owner's own entry: anyone else's answers 404 like a missing one. */
  @Implements(API.waitlist.leave)
  async leave(@CurrentUser() user: TokenClaims, @Param('id') raw: string): Promise<WaitlistEntry> {
    const id = entryIdOrThrow(raw);
    await this.leaving.byOwner(user.sub, id);
    return this.queries.entry(id);
  }
}
