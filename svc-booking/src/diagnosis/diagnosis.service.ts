import { Inject, Injectable } from '@nestjs/common';
import type { DiagnosisSummary, QuestionnaireAnswers, QuestionnaireRecord } from '@vetnow/contracts/questionnaire';
import type { UrgencyLevel } from '@vetnow/contracts/constants';
import { DB, type Database } from '@vetnow/service-kit/database';
import { DomainError } from '@vetnow/service-kit/errors';
import { and, desc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { BOOKING_SERVER_MESSAGES as M } from '../common/booking-messages.js';
import { appointments, questionnaires, type AppointmentRow, type QuestionnaireRow } from '../database/schema.js';
import { AppointmentStore, type AppointmentRef } from '../appointments/appointment-store.js';
import { triage } from '@vetnow/domain/triage';

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
    if (!appointment) throw new DomainError('APPOINTMENT_NOT_FOUND');
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

  /**
   * GET /users/diagnosis-summaries: the owner's Health Records — one per own appointment that has a
   * questionnaire and/or the doctor's findings, newest visit first. Completed: the doctor's diagnosis and
   * recommendations; before that: the triage's summary and recommendations.
   */
  async summaries(userId: string): Promise<DiagnosisSummary[]> {
    const rows = await this.db
      .select({ a: appointments, q: questionnaires })
      .from(appointments)
      .leftJoin(questionnaires, eq(questionnaires.appointmentId, appointments.id))
      .where(and(eq(appointments.userId, userId), or(isNotNull(questionnaires.id), isNotNull(appointments.completion))))
      .orderBy(desc(appointments.startsAt), desc(appointments.createdAt));
    return rows.map(({ a, q }) => toDiagnosisSummary(a, q));
  }
}

/** One Health Record (contracts diagnosisSummarySchema) from an appointment and its questionnaire, if any. */
export function toDiagnosisSummary(a: AppointmentRow, q: QuestionnaireRow | null): DiagnosisSummary {
  const general = (q?.answers as QuestionnaireAnswers | undefined)?.generalHealth ?? {};
  const done = a.completion;
  return {
    _id: a.id,
    appointmentId: a.id,
    petName: a.pet.name,
    doctor: { fullName: a.doctor.fullName, specialization: a.doctor.specialization },
    date: a.appointmentDate,
    summary: done?.diagnosis ?? q?.summary ?? M.completedWithoutDiagnosis,
    recommendations: done ? done.recommendations : (q?.recommendations ?? []),
    symptoms: {
      generalHealth: {
        ...(general.appetite ? { appetite: general.appetite } : {}),
        ...(general.energy ? { energy: general.energy } : {}),
      },
    },
    ...(q ? { urgencyLevel: q.urgencyLevel as UrgencyLevel, firedRules: q.firedRules } : {}),
    ...(done ? { completedAt: done.completedAt } : {}),
  };
}
