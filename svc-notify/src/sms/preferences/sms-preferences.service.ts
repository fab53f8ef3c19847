import { Inject, Injectable } from '@nestjs/common';
import type { SmsPreferences } from '@vetnow/contracts/api';
import { DB, type Database } from '@vetnow/service-kit/database';
import { smsPreferences } from '../../database/schema.js';
import { ChannelPreferences } from '../../preferences/channel-preferences.js';

/**
 * Reminders on, updates off (ADR 0031): the reminder is what cuts missed visits; updates already come by e-mail
 * and in the app, and every SMS costs the clinic. Pet care reminders on (issue 38): like a visit reminder, it is
 * what brings the pet back in time.
 */
export const SMS_DEFAULTS: SmsPreferences = { reminders: true, updates: false, petCare: true };

/** What each account wants by SMS (no row: {@link SMS_DEFAULTS}). */
@Injectable()
export class SmsPreferencesService extends ChannelPreferences {
  constructor(@Inject(DB) db: Database) {
    super(db, smsPreferences, SMS_DEFAULTS);
  }
}
