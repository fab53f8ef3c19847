import { Body, Controller, Inject, Param, Query } from '@nestjs/common';
import { API, type RouteQueryData } from '@vetnow/contracts/api';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { DeskWaitlistEntry } from '@vetnow/contracts/waitlist';
import { DB, type Database } from '@vetnow/service-kit/database';
import { Implements } from '@vetnow/service-kit/routing';
import { eq, gte } from 'drizzle-orm';
import { waitlistEntries } from '../database/schema.js';
import { JoinWaitlistService, type DeskJoinData } from './join-waitlist.service.js';
import { LeaveWaitlistService } from './leave-waitlist.service.js';
import { deskEntryOrThrow, entryIdOrThrow, listDeskEntries } from './waitlist-view.js';

/** The desk's view of the waitlist (staff): a day's list with the owners, putting callers on it and taking them off. */
@Controller()
export class DeskWaitlistController {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly joining: JoinWaitlistService,
    private readonly leaving: LeaveWaitlistService,
  ) {}

  /** The entries of `date` (or of today and later), every state, in list order. */
  @Implements(API.waitlist.deskList)
  list(@Query() query: RouteQueryData<typeof API.waitlist.deskList>): Promise<DeskWaitlistEntry[]> {
    const where = query.date ? eq(waitlistEntries.date, query.date) : gte(waitlistEntries.date, clinicToday());
    return listDeskEntries(this.db, where);
  }

  @Implements(API.waitlist.deskJoin)
  async join(@Body() body: DeskJoinData): Promise<DeskWaitlistEntry> {
    return deskEntryOrThrow(this.db, await this.joining.deskJoin(body));
  }

  @Implements(API.waitlist.deskLeave)
  async leave(@Param('id') raw: string): Promise<DeskWaitlistEntry> {
    const id = entryIdOrThrow(raw);
    await this.leaving.byDesk(id);
    return deskEntryOrThrow(this.db, id);
  }
}
