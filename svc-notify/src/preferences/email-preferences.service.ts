import { Inject, Injectable } from '@nestjs/common';
import type { EmailPreferences } from '@vetnow/contracts/api';
import { DB, type Database } from '@vetnow/service-kit/database';
import { emailPreferences } from '../database/schema.js';
import { ChannelPreferences } from './channel-preferences.js';

export const EMAIL_DEFAULTS: EmailPreferences = { reminders: true, updates: true, petCare: true };

/** What each account wants by e-mail (no row: everything). */
@Injectable()
export class EmailPreferencesService extends ChannelPreferences {
  constructor(@Inject(DB) db: Database) {
    super(db, emailPreferences, EMAIL_DEFAULTS);
  }
}
