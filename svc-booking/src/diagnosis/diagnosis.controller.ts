import { Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { questionnaireSubmitSchema, type DiagnosisSummary, type QuestionnaireRecord } from '@vetnow/contracts/questionnaire';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth';
import { ValidBody } from '@vetnow/service-kit/errors';
import type { z } from 'zod';
import { appointmentRefOrThrow } from '../appointments/appointment-store.js';
import { DiagnosisService } from './diagnosis.service.js';

@Controller()
export class DiagnosisController {
  constructor(private readonly diagnosis: DiagnosisService) {}

  /** `{appointmentId (record _id or VN-… reference), answers}` → the stored questionnaire with its triage. */
  @Post('diagnosis/submit')
  @Roles('user')
  @HttpCode(201)
  submit(
    @CurrentUser() user: TokenClaims,
    @ValidBody(questionnaireSubmitSchema) body: z.output<typeof questionnaireSubmitSchema>,
  ): Promise<QuestionnaireRecord> {
    return this.diagnosis.submit(user.sub, appointmentRefOrThrow(body.appointmentId), body.answers);
  }

  /** The owner's Health Records (spec §2 /profile): one per appointment with a questionnaire and/or findings. */
  @Get('users/diagnosis-summaries')
  @Roles('user')
  summaries(@CurrentUser() user: TokenClaims): Promise<DiagnosisSummary[]> {
    return this.diagnosis.summaries(user.sub);
  }
}
