import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { classesDone, type LessonOutcome } from '@lavagna/domain';
import { CountClassesDoneQuery } from '../../accounts/index.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';

/** The accounts module's question, answered from the lessons read model with the domain's count. */
@QueryHandler(CountClassesDoneQuery)
export class CountClassesDoneHandler implements IQueryHandler<CountClassesDoneQuery> {
  constructor(private readonly lessons: LessonsQuery) {}

  async execute({ studentIds, now }: CountClassesDoneQuery): Promise<Map<string, number>> {
    const byStudent = new Map<string, LessonOutcome[]>(studentIds.map((id) => [id, []]));
    for (const { studentId, ...lesson } of await this.lessons.outcomesOf(studentIds)) byStudent.get(studentId)?.push(lesson);
    return new Map([...byStudent].map(([id, lessons]) => [id, classesDone(lessons, now)]));
  }
}
