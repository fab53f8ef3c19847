import { Body, Controller, Inject, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { WaitlistEntry } from '@vetnow/contracts/waitlist';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { DB, type Database } from '@vetnow/service-kit/database';
import { Implements } from '@vetnow/service-kit/routing';
import { and, eq, gte, ne } from 'drizzle-orm';
import { waitlistEntries } from '../database/schema.js';
import { JoinWaitlistService, type JoinData } from './join-waitlist.service.js';
import { LeaveWaitlistService } from './leave-waitlist.service.js';
import { entryIdOrThrow, entryOrThrow, listEntries } from './waitlist-view.js';

/** The owner's own waitlist (issue 39 phase B): their entries, joining, leaving. */
@Controller()
export class WaitlistController {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly joining: JoinWaitlistService,
    private readonly leaving: LeaveWaitlistService,
  ) {}

  /** Today's and later entries (not those the owner left), in date then list order. */
  @Implements(API.waitlist.mine)
  mine(@CurrentUser() user: TokenClaims): Promise<WaitlistEntry[]> {
    const own = eq(waitlistEntries.userId, user.sub.toLowerCase());
    return listEntries(this.db, and(own, gte(waitlistEntries.date, clinicToday()), ne(waitlistEntries.status, 'left')));
  }

  @Implements(API.waitlist.join)
  async join(@CurrentUser() user: TokenClaims, @Body() body: JoinData): Promise<WaitlistEntry> {
    return entryOrThrow(this.db, await this.joining.join(user.sub, body));
  }

  /** Only the owner's own entry: anyone else's answers 404 like a missing one. */
  @Implements(API.waitlist.leave)
  async leave(@CurrentUser() user: TokenClaims, @Param('id') raw: string): Promise<WaitlistEntry> {
    const id = entryIdOrThrow(raw);
    await this.leaving.byOwner(user.sub, id);
    return entryOrThrow(this.db, id);
  }
}
