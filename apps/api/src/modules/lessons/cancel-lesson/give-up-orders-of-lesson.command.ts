import type { Actor } from '@lavagna/domain';

/**
 * Before a lesson is cancelled, the open orders holding it are given up, so that no provider
 * window can still take money for it. Declared here, handled by the payments module (which
 * knows orders); an order the provider captured already is recorded instead, and the lesson is
 * then cancelled as paid. Answers how many orders were open.
 */
export class GiveUpOrdersOfLessonCommand {
  constructor(
    readonly lessonId: string,
    readonly by: Actor,
  ) {}
}
