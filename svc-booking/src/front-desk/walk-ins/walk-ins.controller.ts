import { Body, Controller, Param, Query } from '@nestjs/common';
import { API, type RouteBodyData, type RouteQueryData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { WalkIn } from '@vetnow/contracts/front-desk';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { AddWalkInService, type WalkInData } from './add-walk-in.service.js';
import { WalkInQueries } from './walk-in-queries.js';
import { walkInIdOrThrow } from './walk-in-view.js';
import { WalkInStatusService } from './walk-in-status.service.js';

/** Walk-ins: the desk adds and moves them on (staff); the doctor sees and takes theirs and the unassigned ones. */
@Controller()
export class WalkInsController {
  constructor(
    private readonly adding: AddWalkInService,
    private readonly statuses: WalkInStatusService,
    private readonly queries: WalkInQueries,
  ) {}

  @Implements(API.desk.addWalkIn)
  add(@CurrentUser() staff: TokenClaims, @Body() body: WalkInData): Promise<WalkIn> {
    return this.adding.add(staff, body);
  }

  @Implements(API.desk.setWalkInStatus)
  setStatus(@Param('id') id: string, @Body() body: RouteBodyData<typeof API.desk.setWalkInStatus>): Promise<WalkIn> {
    return this.statuses.byDesk(walkInIdOrThrow(id), body.status);
  }

  /** The day's walk-ins of the signed-in doctor and the unassigned ones, in queue order (`date` defaults to today). */
  @Implements(API.desk.doctorWalkIns)
  doctorWalkIns(@CurrentUser() doctor: TokenClaims, @Query() query: RouteQueryData<typeof API.desk.doctorWalkIns>): Promise<WalkIn[]> {
    return this.queries.doctorsDay(doctor.sub, query.date);
  }

  @Implements(API.desk.doctorSetWalkInStatus)
  doctorSetStatus(
    @CurrentUser() doctor: TokenClaims,
    @Param('id') id: string,
    @Body() body: RouteBodyData<typeof API.desk.doctorSetWalkInStatus>,
  ): Promise<WalkIn> {
    return this.statuses.byDoctor(doctor, walkInIdOrThrow(id), body.status);
  }
}
