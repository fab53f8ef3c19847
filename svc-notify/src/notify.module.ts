import { Module } from '@nestjs/common';
import { NotifyEventsHandler } from './events/notify-events.handler.js';
import { EmailSenderService } from './mail/email-sender.service.js';
import { MailTransport } from './mail/mail-transport.js';
import { NotificationsController } from './notifications/notifications.controller.js';
import { NotificationsService } from './notifications/notifications.service.js';
import { VisitFactsService } from './notifications/visit-facts.service.js';
import { RemindersService } from './reminders/reminders.service.js';

@Module({
  controllers: [NotificationsController],
  providers: [NotificationsService, VisitFactsService, MailTransport, EmailSenderService, RemindersService, NotifyEventsHandler],
  exports: [NotificationsService, EmailSenderService, RemindersService, MailTransport],
})
export class NotifyModule {}
