import { Controller, Header, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { appointmentRefOrThrow } from '../appointments/appointment-store.js';
import { CalendarEventService } from './calendar-event.service.js';

@Controller()
export class CalendarEventController {
  constructor(private readonly events: CalendarEventService) {}

  /** text/calendar (the contract's media type, set by @Implements), saved as a file by the browser. */
  @Implements(API.booking.calendarEvent)
  @Header('content-disposition', 'attachment; filename="vetnow-appointment.ics"')
  @Header('cache-control', 'private, no-store')
  calendarEvent(@CurrentUser() caller: TokenClaims, @Param('id') id: string): Promise<string> {
    return this.events.forCaller(caller, appointmentRefOrThrow(id));
  }
}
