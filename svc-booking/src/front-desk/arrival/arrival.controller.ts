import { Controller, Param } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DeskAppointment } from '@vetnow/contracts/front-desk';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { appointmentRefOrThrow } from '../../appointments/appointment-store.js';
import { CheckInService } from './check-in.service.js';
import { ClearArrivalService } from './clear-arrival.service.js';
import { MarkNoShowService } from './mark-no-show.service.js';

/**
 * The desk's arrival buttons (staff only, by the contracts' access). An appointment is named by its `_id` or its
 * reference, like every appointment route (malformed → 400 APPOINTMENT_INVALID_ID; unknown → 404).
 */
@Controller()
export class ArrivalController {
  constructor(
    private readonly checkIns: CheckInService,
    private readonly noShows: MarkNoShowService,
    private readonly clearing: ClearArrivalService,
  ) {}

  @Implements(API.desk.checkIn)
  checkIn(@CurrentUser() staff: TokenClaims, @Param('id') id: string): Promise<DeskAppointment> {
    return this.checkIns.checkIn(staff, appointmentRefOrThrow(id));
  }

  @Implements(API.desk.markNoShow)
  markNoShow(@CurrentUser() staff: TokenClaims, @Param('id') id: string): Promise<DeskAppointment> {
    return this.noShows.markNoShow(staff, appointmentRefOrThrow(id));
  }

  @Implements(API.desk.clearArrival)
  clearArrival(@CurrentUser() staff: TokenClaims, @Param('id') id: string): Promise<DeskAppointment> {
    return this.clearing.clear(staff, appointmentRefOrThrow(id));
  }
}
