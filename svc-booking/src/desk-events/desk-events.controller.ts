import { Controller, Query, Req, Res } from '@nestjs/common';
import { API, type RouteQueryData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DayStreams } from './day-streams.service.js';

type DayEventsQuery = RouteQueryData<typeof API.desk.daySheetEvents>;

/**
 * The live streams (issue 39): `text/event-stream` answers written on the hijacked reply (`@Res()`: Nest sends
 * nothing itself, so the handlers' return value is never sent). Access, the query's validation and the error answers
 * before the stream starts (401, 403, 400) are the contract's, as for every route.
 */
@Controller()
export class DeskEventsController {
  constructor(private readonly streams: DayStreams) {}

  /** The front desk: every change of the day (appointments of any doctor, walk-ins). */
  @Implements(API.desk.daySheetEvents)
  daySheetEvents(@Query() query: DayEventsQuery, @Req() request: FastifyRequest, @Res() reply: FastifyReply): string {
    this.streams.open(request, reply, { date: query.date });
    return '';
  }

  /** The signed-in doctor: changes of their own appointments of the day, and of the walk-in queue. */
  @Implements(API.desk.doctorDayEvents)
  doctorDayEvents(
    @Query() query: DayEventsQuery,
    @CurrentUser() doctor: TokenClaims,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): string {
    this.streams.open(request, reply, { date: query.date, doctorId: doctor.sub });
    return '';
  }
}
