import { Injectable } from '@nestjs/common';
import type { Tx } from '@vetnow/service-kit/database';
import { UnitOfWork } from '@vetnow/service-kit/messaging';
import { ClosedTimeService } from './closed-time.service.js';

/**
 * How every change of the clinic calendar runs (ADR 0020): one transaction, under the calendar lock, ending with the
 * closed time reconciled — so no use case can forget the lock or leave `closed_time` and its events behind.
 */
@Injectable()
export class CalendarChanges {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly closedTime: ClosedTimeService,
  ) {}

  /** Runs `change` so; answers what it answers. */
  async run<T>(change: (tx: Tx) => Promise<T>): Promise<T> {
    const [result] = await this.counted(change);
    return result;
  }

  /** Runs `change` so; answers what it answers and how many closure events the reconciliation wrote. */
  counted<T>(change: (tx: Tx) => Promise<T>): Promise<[T, number]> {
    return this.uow.run(async (tx) => {
      await this.closedTime.lock(tx);
      const result = await change(tx);
      return [result, await this.closedTime.reconcile(tx)];
    });
  }
}
