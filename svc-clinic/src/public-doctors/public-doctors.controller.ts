import { Controller, Param, Query } from '@nestjs/common';
import { API } from '@vetnow/contracts/api';
import type { Doctor, DoctorFilters, SlotsQuery, TimeSlot } from '@vetnow/contracts/doctor';
import { Implements } from '@vetnow/service-kit/routing';
import { z } from 'zod';
import { doctorIdSchema } from '../common/doctor-id.js';
import { PublicDoctorsService } from './public-doctors.service.js';

/** A doctor id is a uuid here: anything else is 400 'Invalid doctor ID' before any query. */
const doctorIdParams = z.object({ id: doctorIdSchema });

/** GET /doctors, /doctors/:id, /doctors/:id/slots — public. */
@Controller()
export class PublicDoctorsController {
  constructor(private readonly doctors: PublicDoctorsService) {}

  /** Active doctors by name; `?location&specialization&availableTime&date` (see doctorSearchCondition). */
  @Implements(API.clinic.listDoctors)
  list(@Query() filters: DoctorFilters): Promise<Doctor[]> {
    return this.doctors.search(filters);
  }

  @Implements(API.clinic.getDoctor, { params: doctorIdParams })
  findOne(@Param('id') id: string): Promise<Doctor> {
    return this.doctors.findActive(id);
  }

  /** `[{ time: '09:00 AM', isBooked }]` for `?date=YYYY-MM-DD` (default today, Asia/Colombo). */
  @Implements(API.clinic.getSlots, { params: doctorIdParams })
  slots(@Param('id') id: string, @Query() query: SlotsQuery): Promise<TimeSlot[]> {
    return this.doctors.slots(id, query.date);
  }
}
