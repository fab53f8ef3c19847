import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { DiagnosisSummary, QuestionnaireAnswers, QuestionnaireRecord } from '@vetnow/contracts/questionnaire';
import type { UrgencyLevel } from '@vetnow/contracts/constants';
import { DB, type Database } from '@vetnow/service-kit/database/database.tokens';
import { desc, eq, sql } from 'drizzle-orm';
import { BOOKING_SERVER_MESSAGES as M } from '../common/booking-messages.js';
import { appointments, questionnaires, type QuestionnaireRow } from '../database/schema.js';
import { AppointmentStore, type AppointmentRef } from '../appointments/appointment-store.js';
import { triage } from '../triage/triage.js';

/** The questionnaire record in the API shape (contracts questionnaireRecordSchema). */
export function toQuestionnaireRecord(row: QuestionnaireRow): QuestionnaireRecord {
  return {
    _id: row.id,
    appointmentId: row.appointmentId,
    answers: row.answers as QuestionnaireAnswers,
    summary: row.summary,
    urgencyLevel: row.urgencyLevel as UrgencyLevel,
    recommendations: row.recommendations,
    firedRules: row.firedRules,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * POST /diagnosis/submit: stores the answers of the caller's own appointment with their triage (a second
 * submit replaces the first). Someone else's appointment answers 404, exactly like a missing one.
 */
@Injectable()
export class DiagnosisService {
  constructor(
    @Inject(DB) private readonly db: Database,
    private readonly store: AppointmentStore,
  ) {}

  async submit(userId: string, ref: AppointmentRef, answers: QuestionnaireAnswers): Promise<QuestionnaireRecord> {
    const appointment = await this.store.findOwn(userId, ref);
    if (!appointment) throw new NotFoundException(M.appointmentNotFound);
    const assessment = triage(answers);
    const now = new Date();
    const [row] = await this.db
      .insert(questionnaires)
      .values({ appointmentId: appointment.id, userId, answers, ...assessment })
      .onConflictDoUpdate({
        target: questionnaires.appointmentId,
        set: {
          answers: sql`excluded.answers`,
          summary: assessment.summary,
          urgencyLevel: assessment.urgencyLevel,
          recommendations: assessment.recommendations,
          firedRules: assessment.firedRules,
          updatedAt: now,
        },
      })
      .returning();
    return toQuestionnaireRecord(row!);
  }

  /** GET /users/diagnosis-summaries: the owner's questionnaires as Health Records, newest visit first. */
  async summaries(userId: string): Promise<DiagnosisSummary[]> {
    const rows = await this.db
      .select({ q: questionnaires, a: appointments })
      .from(questionnaires)
      .innerJoin(appointments, eq(appointments.id, questionnaires.appointmentId))
      .where(eq(questionnaires.userId, userId))
      .orderBy(desc(appointments.startsAt), desc(questionnaires.createdAt));
    return rows.map(({ q, a }) => {
      const answers = q.answers as QuestionnaireAnswers;
      const general = answers.generalHealth ?? {};
      return {
        _id: q.id,
        appointmentId: a.id,
        petName: a.pet.name,
        doctor: { fullName: a.doctor.fullName, specialization: a.doctor.specialization },
        date: a.appointmentDate,
        summary: q.summary,
        recommendations: q.recommendations,
        symptoms: {
          generalHealth: {
            ...(general.appetite ? { appetite: general.appetite } : {}),
            ...(general.energy ? { energy: general.energy } : {}),
          },
        },
        urgencyLevel: q.urgencyLevel as UrgencyLevel,
        firedRules: q.firedRules,
      };
    });
  }
}
