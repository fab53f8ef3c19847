import { Module } from '@nestjs/common';
import { AccountStore } from './account-store.js';
import { ContactFactsService } from './contact-facts.service.js';

/** The accounts table's data access, shared by the feature modules, and the contact facts svc-notify gets. */
@Module({ providers: [AccountStore, ContactFactsService], exports: [AccountStore, ContactFactsService] })
export class AccountsModule {}
