import { Injectable } from '@nestjs/common';
import type { Tx } from '@vetnow/service-kit/database';
import { eq } from 'drizzle-orm';
import { contacts, doctors, type AppointmentRow } from '../database/schema.js';
import type { VisitFacts } from './templates.js';

/** Fills a template's facts from the read models (doctor name and clinic address, recipient's name). */
@Injectable()
export class VisitFactsService {
  async doctor(tx: Tx, doctorId: string): Promise<Pick<VisitFacts, 'doctorName' | 'clinicAddress'>> {
    const [doctor] = await tx.select().from(doctors).where(eq(doctors.doctorId, doctorId));
    return doctor ? { doctorName: doctor.name, clinicAddress: doctor.clinicAddress } : {};
  }

  async of(tx: Tx, a: AppointmentRow): Promise<VisitFacts> {
    return {
      reference: a.reference,
      startsAt: a.startsAt,
      petName: a.petName,
      paymentMethod: a.paymentMethod,
      consultationFee: a.consultationFee,
      ...(await this.doctor(tx, a.doctorId)),
    };
  }

  /**
   * The account's name and language as the contacts read model has them (the doctors read model's name for a doctor
   * whose contact has not arrived yet; English then).
   */
  async recipient(tx: Tx, userId: string): Promise<{ name?: string; language?: string }> {
    const [contact] = await tx
      .select({ name: contacts.fullName, language: contacts.language })
      .from(contacts)
      .where(eq(contacts.userId, userId));
    if (contact) return { name: contact.name, language: contact.language };
    const [doctor] = await tx.select({ name: doctors.name }).from(doctors).where(eq(doctors.doctorId, userId));
    return doctor ? { name: doctor.name } : {};
  }
}
