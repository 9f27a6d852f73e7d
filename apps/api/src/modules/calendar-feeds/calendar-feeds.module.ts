import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { LessonsModule } from '../lessons/index.js';
import { SessionsModule } from '../sessions/index.js';
import { IssueIcsTokenController } from './issue-ics-token/issue-ics-token.http.controller.js';
import { IssueIcsTokenHandler } from './issue-ics-token/issue-ics-token.handler.js';
import { icsTokensProjection } from './projections/ics-tokens/ics-tokens.projection.js';
import { IcsTokensQuery } from './projections/ics-tokens/ics-tokens.query.js';
import { icsTokensTables } from './projections/ics-tokens/ics-tokens.tables.js';
import { lessonMovesProjection } from './projections/lesson-moves/lesson-moves.projection.js';
import { LessonMovesQuery } from './projections/lesson-moves/lesson-moves.query.js';
import { lessonMovesTables } from './projections/lesson-moves/lesson-moves.tables.js';
import { IcsFeedController } from './read-ics-feed/ics-feed.http.controller.js';
import { IcsFeedQuery } from './read-ics-feed/ics-feed.query.js';
import { icsTokenStream } from './streams.js';

const commandHandlers = [IssueIcsTokenHandler];
const queries = [IcsTokensQuery, LessonMovesQuery, IcsFeedQuery];

/** The personal calendar feeds (ICS): their secret links and the feeds themselves. */
@Module({
  imports: [AccountsModule, LessonsModule, SessionsModule],
  providers: [icsTokenStream, ...commandHandlers, ...queries],
  controllers: [IssueIcsTokenController, IcsFeedController],
  exports: [LessonMovesQuery],
})
export class CalendarFeedsModule {
  static projections = [icsTokensProjection, lessonMovesProjection];
  static readModels = [icsTokensTables, lessonMovesTables];
}
