import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { LessonsModule } from '../lessons/index.js';
import { SessionsModule } from '../sessions/index.js';
import { AttachLessonNotesHandler } from './attach-notes/attach-notes.handler.js';
import { AttachLessonNotesController } from './attach-notes/attach-notes.http.controller.js';
import { DropUnusedNotesFileJob } from './attach-notes/drop-unused-file.job.js';
import { DownloadLessonNotesController } from './download-notes/download-notes.http.controller.js';
import { lessonNotesProjection } from './projections/lesson-notes/lesson-notes.projection.js';
import { LessonNotesQuery } from './projections/lesson-notes/lesson-notes.query.js';
import { lessonNotesTables } from './projections/lesson-notes/lesson-notes.tables.js';
import { ReadLessonNotesController } from './read-notes/read-notes.http.controller.js';
import { lessonNotesStream } from './streams.js';

const commandHandlers = [AttachLessonNotesHandler];
const queries = [LessonNotesQuery];
const services = [lessonNotesStream];
const jobs = [DropUnusedNotesFileJob];

/** The PDF notes the teacher attaches to a lesson that took place, and their download. */
@Module({
  imports: [AccountsModule, LessonsModule, SessionsModule],
  providers: [...commandHandlers, ...queries, ...services, ...jobs],
  // The list before the download: 'notes' is not a lesson id.
  controllers: [ReadLessonNotesController, AttachLessonNotesController, DownloadLessonNotesController],
})
export class LessonNotesModule {
  static projections = [lessonNotesProjection];
  static readModels = [lessonNotesTables];
}
