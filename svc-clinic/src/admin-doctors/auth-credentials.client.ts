import {
  BadRequestException,
  ConflictException,
  HttpException,
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
} from '@nestjs/common';
import { SERVER_MESSAGES } from '@vetnow/contracts/messages';
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
      throw new ServiceUnavailableException(SERVER_MESSAGES.serviceUnavailable);
    }
    if (response.ok) {
      await response.body?.cancel().catch(() => undefined);
      return;
    }
    const message = await messageOf(response);
    const status = response.status;
    this.logger.warn({ msg: 'svc-auth refused doctor credentials', doctorId: credentials.doctorId, status });
    if (status === 409) throw new ConflictException(message ?? SERVER_MESSAGES.conflict);
    if (status === 400 || status === 422) throw new BadRequestException(message ?? SERVER_MESSAGES.badRequest);
    if (status === 401 || status === 403 || status === 429) {
      throw new HttpException({ statusCode: status, message: message ?? SERVER_MESSAGES.forbidden }, status);
    }
    throw new ServiceUnavailableException(SERVER_MESSAGES.serviceUnavailable);
  }
}

async function messageOf(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { message?: unknown };
    return typeof body.message === 'string' && body.message.trim() !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}
