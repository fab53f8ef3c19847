import { type DynamicModule, Global, Module } from '@nestjs/common';
import { blankToUndefined, configProblemMessage, currentServiceEnv, envInt, envProblems, httpUrl, optionalEnv } from '@vetnow/service-kit/config';
import { z } from 'zod';
import { parsePushConfig, type PushConfig } from '../push/config/push-config.js';
import { type HttpSmsConfig, parseHttpSmsConfig } from '../sms/transport/http-sms-config.js';

/** svc-notify's own settings, on top of the kit's ServiceConfig. Parsed when the app is created; bad values stop the boot. */
export interface NotifyConfig {
  /** SMTP_URL (`smtp://user:pass@host:587`, `smtps://…`): send e-mail through it; unset → `.eml` files under DATA_DIR/mail. */
  readonly smtpUrl?: string;
  /** MAIL_FROM (default `VetNow <no-reply@vetnow.lk>`). */
  readonly mailFrom: string;
  /**
   * MAIL_POLL_MS (default 60000): the longest the e-mail sender sleeps — it wakes on NOTIFY when any copy queues an
   * e-mail and when the next retry falls due (ADR 0047); 0 = never by itself (tests).
   */
  readonly mailPollMs: number;
  /** REMINDER_POLL_MS (default 30000): how often due reminders (visits', and pet care's) are looked for; 0 = never by itself (tests). */
  readonly reminderPollMs: number;
  /** REMINDER_LEAD_HOURS (default 24): how long before the visit its reminder is due. */
  readonly reminderLeadHours: number;
  /**
   * NOTIFY_MAX_EVENT_AGE_HOURS (default 48): an event older than this when handled (svc-notify's first start on a
   * stream with history, or an outage longer than this) still updates the read models and reminder schedules but
   * notifies nobody — no week-old "booking confirmed" e-mails.
   */
  readonly maxEventAgeHours: number;
  /** PUBLIC_URL (default http://localhost:8080): the site's address, for the links in e-mails (unsubscribe). */
  readonly publicUrl: string;
  /** SMS (ADR 0031). */
  readonly sms: {
    /** SMS_POLL_MS (default 60000): as MAIL_POLL_MS, for the SMS sender (ADR 0047); 0 = never by itself (tests). */
    readonly pollMs: number;
    /** SMS_HTTP_*: the generic HTTP transport; unset (no SMS_HTTP_URL) → the log transport. */
    readonly http?: HttpSmsConfig;
  };
  /** Web Push (issue 40, ADR 0066): VAPID_*, PUSH_*. */
  readonly push: PushConfig;
}

export const NOTIFY_CONFIG = Symbol('vetnow.notify-config');

/** The clock the reminders are due by; tests give their own. */
export interface Clock {
  now(): Date;
}
export const CLOCK = Symbol('vetnow.notify-clock');
export const systemClock: Clock = { now: () => new Date() };

export class NotifyConfigError extends Error {
  override readonly name = 'NotifyConfigError';
}

const pollMs = (fallback: number) => envInt(fallback, { min: 0, max: 3_600_000 });

const envSchema = z.object({
  SMTP_URL: optionalEnv(z.string().regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')),
  MAIL_FROM: z.preprocess(blankToUndefined, z.string().default('VetNow <no-reply@vetnow.lk>')),
  MAIL_POLL_MS: pollMs(60_000),
  SMS_POLL_MS: pollMs(60_000),
  REMINDER_POLL_MS: pollMs(30_000),
  REMINDER_LEAD_HOURS: envInt(24, { max: 24 * 14 }),
  NOTIFY_MAX_EVENT_AGE_HOURS: envInt(48, { max: 24 * 365 }),
  PUBLIC_URL: z.preprocess(blankToUndefined, httpUrl.default('http://localhost:8080')),
});

/** Reads svc-notify's settings; throws {@link NotifyConfigError} naming each bad variable (never its value). */
export function loadNotifyConfig(env: Record<string, string | undefined> = process.env): NotifyConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success ? [] : envProblems(parsed.error);
  let smsHttp: HttpSmsConfig | undefined;
  try {
    smsHttp = parseHttpSmsConfig(env);
  } catch (err) {
    problems.push((err as Error).message);
  }
  const push = parsePushConfig(env, parsed.success ? parsed.data.MAIL_FROM : 'no-reply@vetnow.lk');
  problems.push(...push.problems);
  if (!parsed.success || problems.length || !push.config) throw new NotifyConfigError(configProblemMessage('svc-notify', problems));
  const d = parsed.data;
  return {
    ...(d.SMTP_URL ? { smtpUrl: d.SMTP_URL } : {}),
    mailFrom: d.MAIL_FROM,
    mailPollMs: d.MAIL_POLL_MS,
    reminderPollMs: d.REMINDER_POLL_MS,
    reminderLeadHours: d.REMINDER_LEAD_HOURS,
    maxEventAgeHours: d.NOTIFY_MAX_EVENT_AGE_HOURS,
    publicUrl: d.PUBLIC_URL.replace(/\/+$/, ''),
    sms: { pollMs: d.SMS_POLL_MS, ...(smsHttp ? { http: smsHttp } : {}) },
    push: push.config,
  };
}

@Global()
@Module({})
export class NotifyConfigModule {
  static forRoot(): DynamicModule {
    return {
      module: NotifyConfigModule,
      providers: [
        { provide: NOTIFY_CONFIG, useFactory: () => loadNotifyConfig(currentServiceEnv()) },
        { provide: CLOCK, useValue: systemClock },
      ],
      exports: [NOTIFY_CONFIG, CLOCK],
    };
  }
}
