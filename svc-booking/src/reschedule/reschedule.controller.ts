import { Body, Controller, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { RescheduleResponse } from '@vetnow/contracts/appointment';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { appointmentRefOrThrow } from '../appointments/appointment-store.js';
import { RescheduleAppointmentService, type RescheduleRequest } from './reschedule-appointment.service.js';

@Controller()
export class RescheduleController {
  constructor(private readonly rescheduling: RescheduleAppointmentService) {}

  /** The owner (their own) or the admin (any); a doctor → 403. */
  @Implements(API.booking.reschedule)
  async reschedule(@CurrentUser() caller: TokenClaims, @Param('id') id: string, @Body() body: RescheduleRequest): Promise<RescheduleResponse> {
    const appointment = await this.rescheduling.reschedule(caller, appointmentRefOrThrow(id), body);
    return { success: true, appointment };
  }
}
