import { Module } from '@nestjs/common';
import { AppointmentEventsHandler } from './events/appointment-events.handler.js';
import { ClaimLinkHandler } from './events/claim-link.handler.js';
import { NotifyEventsHandler } from './events/notify-events.handler.js';
import { PaymentEventsHandler } from './events/payment-events.handler.js';
import { SignInDelayedHandler } from './events/sign-in-delayed.handler.js';
import { VisitNoticeService } from './events/visit-notice.service.js';
import { WaitlistOfferHandler } from './events/waitlist-offer.handler.js';
import { EmailSenderService } from './mail/email-sender.service.js';
import { MailTransport } from './mail/mail-transport.js';
import { VisitCalendarFile } from './mail/visit-calendar-file.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NoticeDesk } from './notifications/notice-desk.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { VisitFactsService } from './notifications/visit-facts.service.js';
import { EmailPreferencesService } from './preferences/email-preferences.service.js';
import { PetCareRemindersService } from './pet-care/pet-care-reminders.service.js';
import { PreferencesController } from './preferences/preferences.controller.js';
import { UnsubscribeLinks } from './preferences/unsubscribe-links.js';
import { RemindersService } from './reminders/reminders.service.js';
import { PushModule } from './push/push.module.js';
import { SmsModule } from './sms/sms.module.js';

@Module({
  imports: [SmsModule, PushModule],
  controllers: [NotificationsController, PreferencesController],
  providers: [
    NotificationsService,
    VisitFactsService,
    NoticeDesk,
    VisitNoticeService,
    MailTransport,
    EmailSenderService,
    VisitCalendarFile,
    RemindersService,
    PetCareRemindersService,
    NotifyEventsHandler,
    AppointmentEventsHandler,
    PaymentEventsHandler,
    SignInDelayedHandler,
    ClaimLinkHandler,
    WaitlistOfferHandler,
    EmailPreferencesService,
    UnsubscribeLinks,
  ],
  exports: [NotificationsService, EmailSenderService, RemindersService, PetCareRemindersService, MailTransport, EmailPreferencesService, UnsubscribeLinks],
})
export class NotifyModule {}
