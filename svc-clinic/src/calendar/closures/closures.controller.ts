import { Body, Controller, Param, Query } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { AffectedAppointment, Closure, ClosureAffectedQuery, ClosuresQuery } from '@vetnow/contracts/calendar';
import { Implements } from '@vetnow/service-kit/routing';
import { ClosuresService, type ClosureInput } from './closures.service.js';

/** /admin/calendar/closures — admin only. */
@Controller()
export class ClosuresController {
  constructor(private readonly closures: ClosuresService) {}

  @Implements(API.clinic.adminListClosures)
  list(@Query() query: ClosuresQuery): Promise<Closure[]> {
    return this.closures.list(query.from, query.to);
  }

  @Implements(API.clinic.adminAddClosure)
  add(@Body() body: ClosureInput & { reason: string }): Promise<Closure> {
    return this.closures.add(body);
  }

  @Implements(API.clinic.adminClosureAffected)
  affected(@Query() query: ClosureAffectedQuery): Promise<AffectedAppointment[]> {
    return this.closures.affected(query);
  }

  @Implements(API.clinic.adminDeleteClosure)
  remove(@Param('id') id: string): Promise<void> {
    return this.closures.remove(id);
  }
}
