import { Controller, Get } from '@nestjs/common';
import { doctorFiltersSchema, slotsQuerySchema, type Doctor, type DoctorFilters, type SlotsQuery, type TimeSlot } from '@vetnow/contracts/doctor';
import { Public } from '@vetnow/service-kit/auth';
import { ValidParam, ValidQuery } from '@vetnow/service-kit/errors';
import { doctorIdSchema } from '../common/doctor-id.js';
import { PublicDoctorsService } from './public-doctors.service.js';

/** GET /doctors, /doctors/:id, /doctors/:id/slots — public. */
@Controller('doctors')
@Public()
export class PublicDoctorsController {
  constructor(private readonly doctors: PublicDoctorsService) {}

  /** Active doctors by name; `?location&specialization&availableTime&date` (see doctorSearchCondition). */
  @Get()
  list(@ValidQuery(doctorFiltersSchema) filters: DoctorFilters): Promise<Doctor[]> {
    return this.doctors.search(filters);
  }

  @Get(':id')
  findOne(@ValidParam('id', doctorIdSchema) id: string): Promise<Doctor> {
    return this.doctors.findActive(id);
  }

  /** `[{ time: '09:00 AM', isBooked }]` for `?date=YYYY-MM-DD` (default today, Asia/Colombo). */
  @Get(':id/slots')
  slots(@ValidParam('id', doctorIdSchema) id: string, @ValidQuery(slotsQuerySchema) query: SlotsQuery): Promise<TimeSlot[]> {
    return this.doctors.slots(id, query.date);
  }
}
