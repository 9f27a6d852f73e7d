import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { UserView } from '@lavagna/contracts';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { CountClassesDoneQuery } from './count-classes-done.query.js';

/**
 * A user as the apps read it, with `classesDone` counted at the clock's now: a lesson is done
 * once it starts, so the number cannot be kept in the users read model. One query per list.
 */
@Injectable()
export class ClassesDone {
  constructor(
    private readonly queries: QueryBus,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async of<U extends UserView>(user: U): Promise<U> {
    const [counted] = await this.ofAll([user]);
    return counted!;
  }

  async ofAll<U extends UserView>(users: readonly U[]): Promise<U[]> {
    const students = users.filter((user) => user.identity === 'student').map((user) => user.userId);
    const counts = students.length > 0 ? await this.queries.execute(new CountClassesDoneQuery(students, this.clock.now())) : new Map<string, number>();
    return users.map((user) => ({ ...user, classesDone: counts.get(user.userId) ?? 0 }));
  }
}
