import { Injectable } from '@nestjs/common';
import type { RegisterData, RegisterResponse } from '@vetnow/contracts/user';
import { DomainError } from '@vetnow/service-kit/errors';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { AccountStore } from '../accounts/account-store.js';
import { toPublicUser } from '../accounts/public-user.js';
import { uniqueViolation } from '../common/unique-violation.js';
import { USER_EVENT_VERSION, USER_REGISTERED, userEventPayload } from '../common/user-events.js';
import { TokenSigner } from '../keys/token-signer.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { passwordProblem, passwordRefused } from '../passwords/password-policy.js';

/** Owner self-registration (POST /auth/register). */
@Injectable()
export class RegistrationService {
  constructor(
    private readonly store: AccountStore,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly signer: TokenSigner,
    private readonly contacts: ContactFactsService,
  ) {}

  /**
   * Creates the owner and records `user.registered` in the same transaction, then signs a token.
   * Taken username or email → 409. The early checks give the answer cheaply; the unique indexes decide races.
   */
  async register(data: RegisterData, sessionId?: string): Promise<RegisterResponse> {
    // Issue 10: not a common password, not the email or username (the schema checked the length).
    const problem = passwordProblem(data.password, [data.email, data.username]);
    if (problem) throw passwordRefused(problem);
    if (await this.store.usernameTaken(data.username)) throw new DomainError('AUTH_USERNAME_TAKEN');
    if (await this.store.emailTaken(data.email, 'user')) throw new DomainError('AUTH_EMAIL_TAKEN');
    const passwordHash = await hashPassword(data.password);
    let row;
    try {
      row = await this.uow.run(async (tx) => {
        const created = await this.store.insert(tx, {
          role: 'user',
          username: data.username,
          email: data.email,
          passwordHash,
          fullName: data.fullName,
          contactNumber: data.contactNumber,
          street: data.address.street,
          city: data.address.city,
          location: data.address.location,
          ...(data.language ? { language: data.language } : {}),
          pets: [],
        });
        await this.outbox.add(tx, USER_REGISTERED, userEventPayload(created), {
          version: USER_EVENT_VERSION,
        });
        await this.contacts.sync(tx, created);
        return created;
      });
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === undefined) throw err;
      if (constraint.includes('username')) throw new DomainError('AUTH_USERNAME_TAKEN', { cause: err });
      if (constraint.includes('email')) throw new DomainError('AUTH_EMAIL_TAKEN', { cause: err });
      // Driver did not name the index: ask again which one is taken now.
      throw new DomainError((await this.store.usernameTaken(data.username)) ? 'AUTH_USERNAME_TAKEN' : 'AUTH_EMAIL_TAKEN', { cause: err });
    }
    const token = await this.signer.sign({
      sub: row.id,
      role: 'user',
      email: row.email ?? '',
      name: row.fullName,
      ...(sessionId ? { sid: sessionId } : {}),
    });
    return { token, user: toPublicUser(row) };
  }
}
