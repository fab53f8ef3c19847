import { Body, Controller, Param, Query } from '@nestjs/common';
import { API, type RouteQueryData } from '@vetnow/contracts/api';
import type { DeskWaitlistEntry } from '@vetnow/contracts/waitlist';
import { Implements } from '@vetnow/service-kit/routing';
import { JoinWaitlistService, type DeskJoinData } from './join-waitlist.service.js';
import { LeaveWaitlistService } from './leave-waitlist.service.js';
import { WaitlistQueries } from './waitlist-queries.js';
import { entryIdOrThrow } from './waitlist-view.js';

/** The desk's view of the waitlist (staff): a day's list with the owners, putting callers on it and taking them off. */
@Controller()
export class DeskWaitlistController {
  constructor(
    private readonly queries: WaitlistQueries,
    private readonly joining: JoinWaitlistService,
    private readonly leaving: LeaveWaitlistService,
  ) {}

  /** The entries of `date` (or of today and later), every state, in list order. */
  @Implements(API.waitlist.deskList)
  list(@Query() query: RouteQueryData<typeof API.waitlist.deskList>): Promise<DeskWaitlistEntry[]> {
    return this.queries.deskEntries(query.date);
  }

  @Implements(API.waitlist.deskJoin)
  async join(@Body() body: DeskJoinData): Promise<DeskWaitlistEntry> {
    return this.queries.deskEntry(await this.joining.deskJoin(body));
  }

  @Implements(API.waitlist.deskLeave)
  async leave(@Param('id') raw: string): Promise<DeskWaitlistEntry> {
    const id = entryIdOrThrow(raw);
    await this.leaving.byDesk(id);
    return this.queries.deskEntry(id);
  }
}
