import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { DEMO_DOCTOR, DEMO_OWNER, DEMO_STAFF, demoAdmin } from '@vetnow/domain/demo';
import { toE164 } from '@vetnow/domain/phone';
import { DB, type Database, withoutQueryParams } from '@vetnow/service-kit/database';
import { OutboxService, UnitOfWork } from '@vetnow/service-kit/messaging';
import { ContactFactsService } from '../accounts/contact-facts.service.js';
import { AccountStore } from '../accounts/account-store.js';
import { USER_EVENT_VERSION, USER_REGISTERED, userEventPayload } from '../common/user-events.js';
import { AUTH_CONFIG, type AuthConfig } from '../config/auth-config.js';
import { accounts } from '../database/schema.js';
import { DoctorAccountsService } from '../doctor-accounts/doctor-accounts.service.js';
import { hashPassword } from '../passwords/password-hasher.js';
import { ensureAdmin } from './ensure-admin.js';

/**
 * Accounts that must exist at boot:
 * - ADMIN_EMAIL + ADMIN_PASSWORD set → that admin (the documented "first admin" path), with or without SEED_DEMO;
 * - SEED_DEMO=true → the demo owner, the admin (env or demo default), the demo front-desk account (issue 39) and the
 *   demo doctor's credentials (its profile comes from svc-clinic's seed through doctor.created).
 * Existing accounts are left as they are; replicas may run this at the same time.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(AUTH_CONFIG) private readonly config: AuthConfig,
    @Inject(DB) private readonly db: Database,
    private readonly store: AccountStore,
    private readonly uow: UnitOfWork,
    private readonly outbox: OutboxService,
    private readonly doctors: DoctorAccountsService,
    private readonly contacts: ContactFactsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.seed();
  }

  async seed(): Promise<void> {
    if (this.config.admin) {
      const result = await ensureAdmin(this.db, this.config.admin);
      this.logger.log({ msg: `admin account ${result}`, email: this.config.admin.email });
    }
    if (!this.config.seedDemo) return;
    if (!this.config.admin) {
      const admin = demoAdmin({});
      const result = await ensureAdmin(this.db, {
        email: admin.email,
        password: admin.password,
        fullName: admin.fullName,
      });
      this.logger.log({ msg: `demo admin account ${result}`, email: admin.email });
    }
    await this.ensureDemoOwner();
    await this.ensureDemoStaff();
    await this.ensureDemoDoctorCredentials();
  }

  private async ensureDemoOwner(): Promise<void> {
    if (
      (await this.store.usernameTaken(DEMO_OWNER.username)) ||
      (await this.store.emailTaken(DEMO_OWNER.email, 'user'))
    )
      return;
    const passwordHash = await hashPassword(DEMO_OWNER.password);
    const created = await this.uow.run(async (tx) => {
      const [row] = await withoutQueryParams(() =>
        tx
          .insert(accounts)
          .values({
            // Fixed, so svc-booking's demo pets (SEED_DEMO) belong to this account.
            id: DEMO_OWNER.id,
            role: 'user',
            username: DEMO_OWNER.username,
            email: DEMO_OWNER.email,
            passwordHash,
            fullName: DEMO_OWNER.fullName,
            contactNumber: DEMO_OWNER.contactNumber,
            street: DEMO_OWNER.address.street,
            city: DEMO_OWNER.address.city,
            location: DEMO_OWNER.address.location,
          })
          .onConflictDoNothing()
          .returning(),
      );
      if (row) {
        await this.outbox.add(tx, USER_REGISTERED, userEventPayload(row), { version: USER_EVENT_VERSION });
        await this.contacts.sync(tx, row);
      }
      return row;
    });
    if (created) this.logger.log({ msg: 'demo owner account created', email: DEMO_OWNER.email });
  }

  /** The demo front-desk account (fixed id), unless it, or an account with its e-mail, exists. */
  private async ensureDemoStaff(): Promise<void> {
    if ((await this.store.findById(DEMO_STAFF.id)) || (await this.store.emailTakenByAnyRole(DEMO_STAFF.email))) return;
    const passwordHash = await hashPassword(DEMO_STAFF.password);
    const created = await this.uow.run(async (tx) => {
      const [row] = await withoutQueryParams(() =>
        tx
          .insert(accounts)
          .values({
            id: DEMO_STAFF.id,
            role: 'staff',
            email: DEMO_STAFF.email,
            passwordHash,
            fullName: DEMO_STAFF.fullName,
            contactNumber: toE164(DEMO_STAFF.contactNumber) ?? DEMO_STAFF.contactNumber,
          })
          .onConflictDoNothing()
          .returning(),
      );
      if (row) await this.contacts.sync(tx, row);
      return row;
    });
    if (created) this.logger.log({ msg: 'demo staff account created', email: DEMO_STAFF.email });
  }

  private async ensureDemoDoctorCredentials(): Promise<void> {
    // The fixed id svc-clinic's seed gives the demo doctor; doctor.created from that seed lets it sign in.
    const id = DEMO_DOCTOR.id;
    const current = await this.store.findById(id);
    if (current?.passwordHash) return;
    await this.doctors.setCredentials({
      doctorId: id,
      email: DEMO_DOCTOR.email,
      fullName: DEMO_DOCTOR.fullName,
      password: DEMO_DOCTOR.password,
    });
    this.logger.log({ msg: 'demo doctor credentials stored', doctorId: id });
  }
}
