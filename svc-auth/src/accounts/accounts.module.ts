import { Module } from '@nestjs/common';
import { AccountStore } from './account-store.js';

/** The accounts table's data access, shared by the feature modules. */
@Module({ providers: [AccountStore], exports: [AccountStore] })
export class AccountsModule {}
