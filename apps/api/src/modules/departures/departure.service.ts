import { Inject, Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SYSTEM, type EraseAccount } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { USER_STREAM, UsersQuery, type UserStream } from '../accounts/index.js';
import { CancelForDepartureCommand } from '../lessons/index.js';
import { GiveUpOrdersCommand } from '../payments/index.js';
import { DeparturesQuery } from './projections/departures/departures.query.js';

/**
 * What follows the deletion of an account, in order, each step safe to run again: the open orders
 * given up (a capture found there pays its lessons first), every future lesson cancelled and its
 * slot freed, then the teacher's alert with the paid lessons to refund and the erasure of the
 * personal data (AccountErased destroys the key). A crash anywhere leaves the departure unfinished
 * in the `departures` read model, and the sweep finishes it.
 */
@Injectable()
export class DepartureService {
  /** One run per account at a time in this process; another process's run meets idempotent steps. */
  private readonly running = new Map<string, Promise<void>>();

  constructor(
    private readonly commands: CommandBus,
    @Inject(USER_STREAM) private readonly accounts: UserStream,
    private readonly users: UsersQuery,
    private readonly departures: DeparturesQuery,
  ) {}

  complete(userId: string): Promise<void> {
    let run = this.running.get(userId);
    if (!run) {
      run = this.run(userId).finally(() => this.running.delete(userId));
      this.running.set(userId, run);
    }
    return run;
  }

  private async run(userId: string): Promise<void> {
    const state = await this.accounts.state(userId);
    if (state.status !== 'Deleted') return;
    await this.commands.execute(new GiveUpOrdersCommand(userId));
    await this.commands.execute(new CancelForDepartureCommand(userId));
    const refunds = (await this.departures.byUser(userId))?.refunds ?? [];
    await this.accounts.execute('EraseAccount', { userId, teacher: await this.teacherOf(state.teacherId), refunds, emailId: randomUUID() }, SYSTEM);
  }

  private async teacherOf(teacherId: string): Promise<EraseAccount['data']['teacher']> {
    const teacher = await this.users.byId(teacherId);
    if (!teacher || teacher.identity !== 'teacher') return null;
    return { userId: teacher.userId, email: teacher.email, cancelUserAlert: teacher.personalSettings.teacherEmailAlerts?.cancelUser ?? true };
  }
}
