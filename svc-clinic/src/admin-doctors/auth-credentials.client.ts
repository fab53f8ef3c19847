import { Inject, Injectable, Logger } from '@nestjs/common';
import { codeForStatus, type ErrorCode, isErrorCode } from '@vetnow/contracts/errors';
import { DomainError } from '@vetnow/service-kit/errors';
import { CLINIC_CONFIG, type ClinicConfig } from '../config/clinic-config.js';

/** The body of svc-auth's `POST /auth/doctor/register`. */
export interface DoctorCredentials {
  readonly doctorId: string;
  readonly email: string;
  readonly fullName: string;
  readonly password: string;
}

export const DOCTOR_CREDENTIALS_PATH = '/auth/doctor/register';

/**
 * Hands a new doctor's password to svc-auth (the only service that sees passwords), as the admin: the
 * admin's own Authorization header is forwarded, so svc-auth checks the admin role itself. The password is
 * only ever in this request body — never logged, stored or put in an event here.
 */
@Injectable()
export class AuthCredentialsClient {
  private readonly logger = new Logger('AuthCredentials');

  constructor(@Inject(CLINIC_CONFIG) private readonly config: ClinicConfig) {}

  async register(credentials: DoctorCredentials, authorization: string | undefined): Promise<void> {
    let response: Response;
    try {
      response = await fetch(`${this.config.authUrl}${DOCTOR_CREDENTIALS_PATH}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...(authorization ? { authorization } : {}),
        },
        body: JSON.stringify(credentials),
        signal: AbortSignal.timeout(this.config.authTimeoutMs),
      });
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err);
      this.logger.warn({ msg: 'svc-auth unreachable for doctor credentials', doctorId: credentials.doctorId, reason });
      throw new DomainError('SERVICE_UNAVAILABLE', { cause: err });
    }
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    const { code, message } = await refusalOf(response);
    const status = response.status;
    this.logger.warn({ msg: 'svc-auth refused doctor credentials', doctorId: credentials.doctorId, status, code });
    // svc-auth's client errors reach the admin as svc-auth answered them (its code and message); a 422 is a
    // refused value (400); anything else means svc-auth cannot do it now.
    if (![400, 401, 403, 409, 422, 429].includes(status)) throw new DomainError('SERVICE_UNAVAILABLE');
    const answered: ErrorCode = code && code !== 'UNPROCESSABLE' ? code : status === 422 ? 'VALIDATION_FAILED' : codeForStatus(status);
    throw new DomainError(answered, message ? { message } : {});
  }
}

async function refusalOf(response: Response): Promise<{ code?: ErrorCode; message?: string }> {
  try {
    const body = (await response.json()) as { code?: unknown; message?: unknown };
    return {
      ...(isErrorCode(body.code) ? { code: body.code } : {}),
      ...(typeof body.message === 'string' && body.message.trim() !== '' ? { message: body.message } : {}),
    };
  } catch {
    return {};
  }
}
