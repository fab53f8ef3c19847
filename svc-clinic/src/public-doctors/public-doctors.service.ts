import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { clinicToday } from '@vetnow/contracts/clinic-time';
import type { Doctor, DoctorFilters, TimeSlot } from '@vetnow/contracts/doctor';
import { DOCTOR_FORM_MESSAGES } from '@vetnow/contracts/messages';
import { CLOCK, type Clock } from '../common/clock.js';
import { toDoctor } from '../doctors/doctor-mapper.js';
import { DoctorStore } from '../doctors/doctor-store.js';
import { clinicDayBounds, daySlots } from '../slots/day-slots.js';

/** What anyone may read: active doctors, one doctor, a doctor's day of slots. */
@Injectable()
export class PublicDoctorsService {
  constructor(
    private readonly store: DoctorStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async search(filters: DoctorFilters): Promise<Doctor[]> {
    const rows = await this.store.search(filters, this.clock.now());
    return rows.map(toDoctor);
  }

  async findActive(id: string): Promise<Doctor> {
    const row = await this.store.findById(id, { activeOnly: true });
    if (!row) throw new NotFoundException(DOCTOR_FORM_MESSAGES.doctorNotFound);
    return toDoctor(row);
  }

  /**
   * The doctor's slots on `date` (default: today in clinic time): past dates and already-started slots of
   * today are not offered; `isBooked` when an occupied range overlaps the slot.
   */
  async slots(id: string, date: string | undefined): Promise<TimeSlot[]> {
    const row = await this.store.findById(id, { activeOnly: true });
    if (!row) throw new NotFoundException(DOCTOR_FORM_MESSAGES.doctorNotFound);
    const now = this.clock.now();
    const day = date ?? clinicToday(now);
    const doctor = toDoctor(row);
    const { from, to } = clinicDayBounds(day);
    const busy = await this.store.busyRanges(id, from, to);
    return daySlots(doctor.workingHours, day, busy, now).map(({ time, isBooked }) => ({ time, isBooked }));
  }
}
