import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { noticeKey, SYSTEM, teacherAlertFor, type Refund } from '@lavagna/domain';
import type { LoggedEvent } from '@lavagna/eventstore';
import { ReactorRunner, type Reactor } from '../../../infrastructure/reactors/index.js';
import { USER_STREAM, UsersQuery, type UserStream } from '../../accounts/index.js';
import { CancelForDepartureCommand } from '../../lessons/commands.js';
import { addresseeOf, EmailQueue } from '../../mail/index.js';
import { GiveUpOrdersCommand } from '../../payments/commands.js';
import { DeparturesQuery } from '../projections/departures/departures.query.js';

/** An account deleted, its departure under way. */
type Deleted = Extract<Awaited<ReturnType<UserStream['state']>>, { status: 'Deleted' }>;

/**
 * What follows the deletion of an account, in order, each step safe to run again: the open orders
 * given up (payments' command: a capture found there pays its lessons first), every future lesson
 * cancelled and its slot freed (lessons' command), the one who did not delete it told - the teacher
 * of a student's own deletion while their cancelUser switch is on, with the paid lessons to refund,
 * the student (or their parent) of the teacher's - and the personal data erased (AccountErased
 * destroys the key). A crash or a refusal anywhere leaves the checkpoint before the deletion:
 * the runner tries the whole departure again. From the log's start, so a departure left unfinished is finished.
 */
@Injectable()
export class Departure implements Reactor, OnModuleInit {
  readonly name = 'departures';
  readonly canHandle = ['AccountDeleted'] as const;
  readonly startAt = 'log-start';

  constructor(
    private readonly runner: ReactorRunner,
    private readonly commands: CommandBus,
    @Inject(USER_STREAM) private readonly accounts: UserStream,
    private readonly users: UsersQuery,
    private readonly departures: DeparturesQuery,
    private readonly emails: EmailQueue,
  ) {}

  onModuleInit(): void {
    this.runner.register(this);
  }

  async handle(logged: LoggedEvent): Promise<void> {
    const userId = (logged.data as { userId: string }).userId;
    const state = await this.accounts.state(userId);
    if (state.status !== 'Deleted') return;
    await this.commands.execute(new GiveUpOrdersCommand(userId));
    await this.commands.execute(new CancelForDepartureCommand(userId));
    const refunds = [...((await this.departures.byUser(state.userId))?.refunds ?? [])].sort((a, b) => a.start.localeCompare(b.start));
    await this.tellTeacher(state, refunds, logged.metadata.messageId);
    await this.tellStudent(state, refunds, logged.metadata.messageId);
    await this.accounts.execute('EraseAccount', { userId }, SYSTEM);
  }

  /** The cancelUser alert, queued before the erasure makes the student's name unreadable; none for the teacher's own deletion. */
  private async tellTeacher(state: Deleted, refunds: Refund[], cause: string): Promise<void> {
    if (teacherAlertFor('AccountDeleted', state.deletedBy) !== 'cancelUser') return;
    const teacher = await this.users.byId(state.teacherId);
    if (!teacher || teacher.identity !== 'teacher' || !(teacher.personalSettings.teacherEmailAlerts?.cancelUser ?? true)) return;
    await this.emails.queue({
      key: noticeKey('cancel-user', cause),
      userId: teacher.userId,
      to: teacher.email,
      template: 'cancel-user',
      params: {
        studentName: `${state.name} ${state.surname}`,
        studentEmail: state.email,
        deletedAt: state.deletedAt,
        deletedBy: state.deletedBy.userId === state.userId ? 'student' : 'teacher',
        refunds: JSON.stringify(refunds),
      },
    });
  }

  /**
   * The farewell to a student whose account the teacher deleted, captured now with the address and
   * name the erasure is about to shred: the outbox keeps it until it is sent.
   */
  private async tellStudent(state: Deleted, refunds: Refund[], cause: string): Promise<void> {
    if (state.deletedBy.userId === state.userId || !state.email) return;
    await this.emails.queue({
      key: noticeKey('account-deleted', cause),
      userId: state.userId,
      to: state.email,
      template: 'account-deleted',
      params: {
        ...addresseeOf({ name: state.name, tutor: state.tutor }),
        deletedAt: state.deletedAt,
        refunds: JSON.stringify(refunds.map(({ start, end, paidCents }) => ({ start, end, paidCents }))),
      },
    });
  }
}
