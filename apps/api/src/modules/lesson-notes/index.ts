export { LessonNotesModule } from './lesson-notes.module.js';
