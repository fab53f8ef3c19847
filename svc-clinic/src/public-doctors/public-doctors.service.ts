import { Inject, Injectable } from '@nestjs/common';
import { bookingHorizonMessage } from '@vetnow/contracts/booking-limits';
import { isBeyondBookingHorizon } from '@vetnow/domain/booking-limits';
import { clinicToday } from '@vetnow/domain/clinic-time';
import type { Doctor, DoctorFilters, TimeSlot } from '@vetnow/contracts/doctor';
import { DomainError } from '@vetnow/service-kit/errors';
import { BlockedTimeStore } from '../calendar/closed-time/blocked-time.store.js';
import { CLOCK, type Clock } from '../common/clock.js';
import { CLINIC_CONFIG, type ClinicConfig } from '../config/clinic-config.js';
import { toDoctor } from '../doctors/doctor-mapper.js';
import { DoctorStore } from '../doctors/doctor-store.js';
import { clinicDayBounds, daySlots } from '../slots/day-slots.js';

/** What anyone may read: active doctors, one doctor, a doctor's day of slots. */
@Injectable()
export class PublicDoctorsService {
  constructor(
    private readonly store: DoctorStore,
    private readonly blocked: BlockedTimeStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(CLINIC_CONFIG) private readonly config: ClinicConfig,
  ) {}

  async search(filters: DoctorFilters): Promise<Doctor[]> {
    const rows = await this.store.search(filters, this.clock.now());
    return rows.map(toDoctor);
  }

  async findActive(id: string): Promise<Doctor> {
    const row = await this.store.findById(id, { activeOnly: true });
    if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
    return toDoctor(row);
  }

  /**
   * The doctor's slots on `date` (default: today in clinic time): past dates and already-started slots of
   * today are not offered; `isBooked` when an occupied range overlaps the slot, or closed time, the doctor's
   * leave or another owner's live hold does (then `unavailable` and `reason` say which). A date past the booking
   * horizon (BOOKING_HORIZON_DAYS) is a 400, as booking answers it.
   */
  async slots(id: string, date: string | undefined): Promise<TimeSlot[]> {
    const horizon = this.config.bookingHorizonDays;
    if (date !== undefined && isBeyondBookingHorizon(date, this.clock.now(), horizon)) {
      throw new DomainError('CLINIC_DATE_BEYOND_HORIZON', { message: bookingHorizonMessage(horizon) });
    }
    const row = await this.store.findById(id, { activeOnly: true });
    if (!row) throw new DomainError('DOCTOR_NOT_FOUND');
    const now = this.clock.now();
    const day = date ?? clinicToday(now);
    const doctor = toDoctor(row);
    const { from, to } = clinicDayBounds(day);
    const [booked, blocked] = await Promise.all([this.store.busyRanges(id, from, to), this.blocked.blockedRanges(id, from, to, now)]);
    return daySlots(doctor.workingHours, day, [...booked, ...blocked], now).map(({ startsAt: _s, endsAt: _e, ...slot }) => slot);
  }
}
