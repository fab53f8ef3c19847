import { Body, Controller } from '@nestjs/common';
import { API, type RouteBodyData } from '@vetnow/contracts/api';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import type { DiagnosisSummary, QuestionnaireRecord } from '@vetnow/contracts/questionnaire';
import { CurrentUser } from '@vetnow/service-kit/auth';
import { Implements } from '@vetnow/service-kit/routing';
import { appointmentRefOrThrow } from '../appointments/appointment-store.js';
import { DiagnosisService } from './diagnosis.service.js';

@Controller()
export class DiagnosisController {
  constructor(private readonly diagnosis: DiagnosisService) {}

  /** `{appointmentId (record _id or VN-… reference), answers}` → the stored questionnaire with its triage. */
  @Implements(API.booking.submitDiagnosis)
  submit(
    @CurrentUser() user: TokenClaims,
    @Body() body: RouteBodyData<typeof API.booking.submitDiagnosis>,
  ): Promise<QuestionnaireRecord> {
    return this.diagnosis.submit(user.sub, appointmentRefOrThrow(body.appointmentId), body.answers);
  }

  /** The owner's Health Records (spec §2 /profile): one per appointment with a questionnaire and/or findings. */
  @Implements(API.booking.diagnosisSummaries)
  summaries(@CurrentUser() user: TokenClaims): Promise<DiagnosisSummary[]> {
    return this.diagnosis.summaries(user.sub);
  }
}
