import { Inject, Injectable } from '@nestjs/common';
import type { PushPreferences } from '@vetnow/contracts/api';
import { DB, type Database } from '@vetnow/service-kit/database';
import { pushPreferences } from '../../database/schema.js';
import { ChannelPreferences } from '../../preferences/channel-preferences.js';

/**
 * All on (issue 40): push costs nothing per message and the owner asked for it by turning it on in a browser; the
 * choices only narrow it. Nothing goes by push to an account with no subscribed browser, whatever they say.
 */
export const PUSH_DEFAULTS: PushPreferences = { reminders: true, updates: true, petCare: true };

/** What each account wants by push (no row: {@link PUSH_DEFAULTS}). */
@Injectable()
export class PushPreferencesService extends ChannelPreferences {
  constructor(@Inject(DB) db: Database) {
    super(db, pushPreferences, PUSH_DEFAULTS);
  }
}
