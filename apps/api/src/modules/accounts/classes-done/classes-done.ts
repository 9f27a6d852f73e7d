import { Inject, Injectable } from '@nestjs/common';
import type { UserView } from '@lavagna/contracts';
import { classesDone, type LessonOutcome } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { LessonOutcomesQuery } from '../projections/lesson-outcomes/lesson-outcomes.query.js';

/**
 * A user as the apps read it, with `classesDone` counted at the clock's now: a lesson is done
 * once it starts, so the number cannot be kept in the users read model. It is counted from this
 * module's own projection of the lessons' outcomes, by the domain's rule. One query per list.
 */
@Injectable()
export class ClassesDone {
  constructor(
    private readonly outcomes: LessonOutcomesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** How many lessons each of these students has done at `now`, by student id. */
  async at(studentIds: readonly string[], now: Date): Promise<Map<string, number>> {
    const byStudent = new Map<string, LessonOutcome[]>(studentIds.map((id) => [id, []]));
    for (const { studentId, ...lesson } of await this.outcomes.of(studentIds)) byStudent.get(studentId)?.push(lesson);
    return new Map([...byStudent].map(([id, lessons]) => [id, classesDone(lessons, now)]));
  }

  async of<U extends UserView>(user: U): Promise<U> {
    const [counted] = await this.ofAll([user]);
    return counted!;
  }

  async ofAll<U extends UserView>(users: readonly U[]): Promise<U[]> {
    const students = users.filter((user) => user.identity === 'student').map((user) => user.userId);
    const counts = students.length > 0 ? await this.at(students, this.clock.now()) : new Map<string, number>();
    return users.map((user) => ({ ...user, classesDone: counts.get(user.userId) ?? 0 }));
  }
}
