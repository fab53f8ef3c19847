import { Body, Controller, Param, Query } from '@nestjs/common';
import { API, type RouteBodyData, type RouteQueryData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { CareSchedule, DoctorPetCare, OverdueReport, PetProfile, PetRecord } from '@vetnow/contracts/pet-care';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { CareSchedulesService } from './care-schedules.service.js';
import { ManagePetsService } from './manage-pets.service.js';
import { PetRecordService } from './pet-record.service.js';
import { PetReportsService } from './pet-reports.service.js';

/** API.pets: My Pets (the owner), the pet's record (owner, admin, its doctors), schedules, the doctor's day, the report. */
@Controller()
export class PetsController {
  constructor(
    private readonly manage: ManagePetsService,
    private readonly records: PetRecordService,
    private readonly schedules: CareSchedulesService,
    private readonly reports: PetReportsService,
  ) {}

  @Implements(API.pets.list)
  list(@CurrentUser() user: TokenClaims): Promise<PetProfile[]> {
    return this.manage.list(user.sub);
  }

  @Implements(API.pets.create)
  create(@CurrentUser() user: TokenClaims, @Body() body: RouteBodyData<typeof API.pets.create>): Promise<PetProfile> {
    return this.manage.create(user.sub, body);
  }

  /** Another owner's pet, or one the doctor never saw and is not booked with: 404, exactly like a missing one. */
  @Implements(API.pets.get)
  get(@CurrentUser() caller: TokenClaims, @Param('id') id: string): Promise<PetRecord> {
    return this.records.get(caller, id);
  }

  @Implements(API.pets.update)
  update(@CurrentUser() user: TokenClaims, @Param('id') id: string, @Body() body: RouteBodyData<typeof API.pets.update>): Promise<PetProfile> {
    return this.manage.update(user.sub, id, body);
  }

  @Implements(API.pets.archive)
  archive(@CurrentUser() user: TokenClaims, @Param('id') id: string, @Body() body: RouteBodyData<typeof API.pets.archive>): Promise<PetProfile> {
    return this.manage.archive(user.sub, id, body.archived);
  }

  @Implements(API.pets.addWeight)
  addWeight(@CurrentUser() user: TokenClaims, @Param('id') id: string, @Body() body: RouteBodyData<typeof API.pets.addWeight>): Promise<PetProfile> {
    return this.manage.addWeight(user.sub, id, body);
  }

  @Implements(API.pets.careSchedules)
  careSchedules(): Promise<CareSchedule[]> {
    return this.schedules.list();
  }

  @Implements(API.pets.updateCareSchedule)
  updateCareSchedule(@Param('id') id: string, @Body() body: RouteBodyData<typeof API.pets.updateCareSchedule>): Promise<CareSchedule> {
    return this.schedules.update(id, body);
  }

  @Implements(API.pets.doctorPetCare)
  doctorPetCare(@CurrentUser() doctor: TokenClaims, @Query() query: RouteQueryData<typeof API.pets.doctorPetCare>): Promise<DoctorPetCare> {
    return this.reports.doctorDay(doctor.sub, query.date);
  }

  @Implements(API.pets.overdueReport)
  overdueReport(@Query() query: RouteQueryData<typeof API.pets.overdueReport>): Promise<OverdueReport> {
    return this.reports.overdue(query.month);
  }
}
