import { Controller, HttpCode, Post } from '@nestjs/common';
import type { TokenClaims } from '@vetnow/contracts/auth-claims';
import { questionnaireSubmitSchema, type QuestionnaireRecord } from '@vetnow/contracts/questionnaire';
import { CurrentUser, Roles } from '@vetnow/service-kit/auth/auth.decorators';
import { ValidBody } from '@vetnow/service-kit/errors/zod-validation.pipe';
import type { z } from 'zod';
import { appointmentRefOrThrow } from '../appointments/appointments.controller.js';
import { DiagnosisService } from './diagnosis.service.js';

@Controller('diagnosis')
export class DiagnosisController {
  constructor(private readonly diagnosis: DiagnosisService) {}

  /** `{appointmentId (record _id or VN-… reference), answers}` → the stored questionnaire with its triage. */
  @Post('submit')
  @Roles('user')
  @HttpCode(201)
  submit(
    @CurrentUser() user: TokenClaims,
    @ValidBody(questionnaireSubmitSchema) body: z.output<typeof questionnaireSubmitSchema>,
  ): Promise<QuestionnaireRecord> {
    return this.diagnosis.submit(user.sub, appointmentRefOrThrow(body.appointmentId), body.answers);
  }
}
