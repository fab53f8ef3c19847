import { Injectable, Logger } from '@nestjs/common';
import type { EventPayload } from '@vetnow/contracts/events';
import { OnEvent, type EventContext } from '@vetnow/service-kit/messaging';
import { NoticeDesk } from '../notifications/notice-desk.js';
import { renderWaitlistOffer, waitlistBookPath, type WaitlistOfferInput } from '../notifications/waitlist-offer-templates.js';
import { renderWaitlistOfferSms } from '../sms/texts/waitlist-offer-sms.js';

/**
 * waitlist.offered (issue 39 phase B): svc-booking holds a freed slot for the first waiting owner it suits until
 * `expiresAt`. The owner — addressed from the contacts read model, like every owner notice — is told in-app (linking
 * to the wizard on that doctor, day and time), by e-mail and by SMS, in their language. It is an update about their
 * booking like booking-confirmed (categoryOf): their e-mail and SMS choices for updates apply (SMS updates are off
 * by default, ADR 0031).
 *
 * Once per offer: the notification is unique per (owner, entry and end of hold) — `notifications_offer_once_key` —
 * so the event redelivered, or published again under another id, notifies once; a later offer to the same entry
 * (another freed slot) has another end and is told. An offer whose hold has ended when handled tells nobody.
 */
@Injectable()
export class WaitlistOfferHandler {
  private readonly logger = new Logger('WaitlistOffer');

  constructor(private readonly desk: NoticeDesk) {}

  @OnEvent('waitlist.offered')
  async onOffered(o: EventPayload<'waitlist.offered'>, ctx: EventContext): Promise<void> {
    const { tx } = ctx;
    const expiresAt = new Date(o.expiresAt);
    if (expiresAt.getTime() <= this.desk.now().getTime()) {
      this.logger.debug({ msg: 'waitlist offer ended before it was handled: nobody told', entryId: o.entryId });
      return;
    }
    const doctor = await this.desk.facts.doctor(tx, o.doctorId);
    const link = waitlistBookPath(o);
    const input: WaitlistOfferInput = {
      doctorName: o.doctorName,
      ...(doctor.clinicAddress ? { clinicAddress: doctor.clinicAddress } : {}),
      startsAt: new Date(o.startsAt),
      expiresAt,
      bookUrl: this.desk.url(link),
      ...(await this.desk.addressing(tx, o.userId)),
    };
    const made = await this.desk.notify(ctx, {
      userId: o.userId,
      appointmentId: null,
      kind: 'waitlist-offer',
      occurrence: `${o.entryId}:${expiresAt.toISOString()}`,
      message: renderWaitlistOffer(input),
      email: true,
      sms: renderWaitlistOfferSms(input),
      // The owner asked to be told when a slot frees, and the hold lasts 10 minutes: the SMS goes whatever the
      // "updates by SMS" choice (a caller the desk put on the list often has no e-mail and has not signed in yet).
      smsAlways: true,
      link,
    });
    if (!made) return; // told already: the same offer again
    this.logger.log({ msg: 'waitlist offer told', entryId: o.entryId, emailed: made.emailed, texted: made.texted });
  }
}
