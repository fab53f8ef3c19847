import { Inject, Injectable } from '@nestjs/common';
import type { DeskWaitlistEntry, WaitlistEntry } from '@vetnow/contracts/waitlist';
import { clinicToday } from '@vetnow/domain/clinic-time';
import { DB, type Database } from '@vetnow/service-kit/database';
import { and, eq, gte, ne } from 'drizzle-orm';
import { waitlistEntries } from '../database/schema.js';
import { deskEntryOrThrow, entryOrThrow, listDeskEntries, listEntries } from './waitlist-view.js';

/** The waitlist as its routes answer it, the owner's view and the desk's: reads only (joining and leaving write). */
@Injectable()
export class WaitlistQueries {
  constructor(@Inject(DB) private readonly db: Database) {}

  /** The owner's entries of today and later (not those they left), in date then list order. */
  ownEntries(userId: string): Promise<WaitlistEntry[]> {
    const own = eq(waitlistEntries.userId, userId.toLowerCase());
    return listEntries(this.db, and(own, gte(waitlistEntries.date, clinicToday()), ne(waitlistEntries.status, 'left')));
  }

  /** One entry as its owner sees it, or 404. */
  entry(id: string): Promise<WaitlistEntry> {
    return entryOrThrow(this.db, id);
  }

  /** The entries of `date` (or of today and later), every state, in list order, with their owners. */
  deskEntries(date: string | undefined): Promise<DeskWaitlistEntry[]> {
    return listDeskEntries(this.db, date ? eq(waitlistEntries.date, date) : gte(waitlistEntries.date, clinicToday()));
  }

  /** One entry as the desk sees it, or 404. */
  deskEntry(id: string): Promise<DeskWaitlistEntry> {
    return deskEntryOrThrow(this.db, id);
  }
}
