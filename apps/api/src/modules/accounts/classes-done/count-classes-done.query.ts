import { Query } from '@nestjs/cqrs';

/**
 * How many lessons each student has done at `now` (`classesDone` of the domain), by student id.
 * Declared here, where the users are served; answered by the lessons module, which keeps the
 * lessons (and imports this module, so it cannot be imported from here).
 */
export class CountClassesDoneQuery extends Query<Map<string, number>> {
  constructor(
    readonly studentIds: readonly string[],
    readonly now: Date,
  ) {
    super();
  }
}
