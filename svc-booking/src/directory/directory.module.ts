import { Module } from '@nestjs/common';
import { DoctorDirectory } from './doctor-directory.js';
import { OwnerDirectory } from './owner-directory.js';

/** Read models of doctors (from svc-clinic) and owners (from svc-auth) that booking needs. */
@Module({ providers: [DoctorDirectory, OwnerDirectory], exports: [DoctorDirectory, OwnerDirectory] })
export class DirectoryModule {}
