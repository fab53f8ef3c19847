/**
 * Success texts of svc-booking's answers. Failures are DomainErrors with codes of the contracts' catalogue
 * (booking.errors.ts: BOOKING_*, APPOINTMENT_*), whose English messages the kit's filter answers.
 */
export const BOOKING_SERVER_MESSAGES = {
  cancelled: 'Appointment cancelled successfully',
  completed: 'Appointment marked as completed',
  /** Shown when a visit is completed with neither a diagnosis nor a questionnaire (Health Records need a summary). */
  completedWithoutDiagnosis: 'Visit completed; no diagnosis was recorded',
} as const;
