import { Module } from '@nestjs/common';
import { CalendarCoreModule } from '../calendar/calendar-core.module.js';
import { AdminLeaveController } from './admin-leave.controller.js';
import { LeaveService } from './leave.service.js';
import { OwnLeaveController } from './own-leave.controller.js';

/** Doctor leave: the doctor's own (/doctors/dashboard/leave) and the admin's for any doctor. */
@Module({ imports: [CalendarCoreModule], controllers: [OwnLeaveController, AdminLeaveController], providers: [LeaveService], exports: [LeaveService] })
export class LeaveModule {}
