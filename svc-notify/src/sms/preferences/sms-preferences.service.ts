import { Inject, Injectable } from '@nestjs/common';
import type { SmsPreferences } from '@vetnow/contracts/api';
import { DB, type Database } from '@vetnow/service-kit/database';
import { smsPreferences } from '../../database/schema.js';
import { ChannelPreferences } from '../../preferences/channel-preferences.js';

/**
 * Reminders on, updates off (ADR 0031): the reminder is what cuts missed visits; updates already come by e-mail
 * and in the app, and every SMS costs the clinic.
 */
export const SMS_DEFAULTS: SmsPreferences = { reminders: true, updates: false };

/** What each account wants by SMS (no row: {@link SMS_DEFAULTS}). */
@Injectable()
export class SmsPreferencesService extends ChannelPreferences {
  constructor(@Inject(DB) db: Database) {
    super(db, smsPreferences, SMS_DEFAULTS);
  }
}
