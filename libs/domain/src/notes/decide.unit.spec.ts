import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import type { AttachLessonNotes } from './commands.js';
import { decideLessonNotes, evolveLessonNotes, initialLessonNotesState } from './decide.js';
import type { LessonNotesAttached } from './events.js';
import { isPdf, MAX_NOTES_BYTES, notesFileProblem, notesLessonProblem } from './rules.js';

const spec = deciderSpec({ decide: decideLessonNotes, evolve: evolveLessonNotes, initialState: initialLessonNotesState });

const START = '2026-03-16T14:00:00.000Z';
const END = '2026-03-16T15:00:00.000Z';
const AFTER = new Date('2026-03-16T15:30:00.000Z');
const PDF_HEAD = new TextEncoder().encode('%PDF-1.7\n');

/** A fresh lesson of a fresh teacher and student, and the commands and events about its notes. */
const setup = () => {
  const lessonId = randomUUID();
  const teacherId = randomUUID();
  const studentId = randomUUID();
  const teacher: Actor = { userId: teacherId, role: 'teacher' };
  const lesson = { bookingId: randomUUID(), teacherId, studentId, start: START, end: END, status: 'booked' as const };
  const file = { fileName: 'Derivate.pdf', size: 52_000, sha256: 'a'.repeat(64), head: PDF_HEAD };
  const attach = (over: Partial<AttachLessonNotes['data']> = {}, by: Actor = teacher, now = AFTER): AttachLessonNotes => ({
    type: 'AttachLessonNotes',
    data: { lessonId, lesson, file, ...over },
    metadata: { now, by },
  });
  const attached = (over: Partial<LessonNotesAttached['data']> = {}, now = AFTER): LessonNotesAttached => ({
    type: 'LessonNotesAttached',
    data: { lessonId, bookingId: lesson.bookingId, teacherId, studentId, fileName: 'Derivate.pdf', size: 52_000, sha256: file.sha256, attachedAt: now.toISOString(), by: teacher, ...over },
  });
  return { lesson, file, teacher, studentId, attach, attached };
};

describe('the notes of a lesson', () => {
  describe('when the teacher attaches a PDF to a lesson that is over', () => {
    it("records the file by its hash: the fact only (the student's e-mail is a reaction to it)", () => {
      const { attach, attached } = setup();
      spec([]).when(attach()).then([attached()]);
    });

    it('accepts it from the moment the lesson ends', () => {
      const { attach, attached } = setup();
      const end = new Date(END);
      spec([]).when(attach({}, undefined, end)).then([attached({}, end)]);
    });
  });

  describe('when notes are there already', () => {
    it('replaces them with another file: a new fact (and so a new e-mail)', () => {
      const { attach, attached, file } = setup();
      const other = { ...file, fileName: 'Integrali.pdf', sha256: 'b'.repeat(64) };
      spec([attached()]).when(attach({ file: other })).then([attached({ fileName: 'Integrali.pdf', sha256: 'b'.repeat(64) })]);
    });

    it('changes nothing when the same file comes again under the same name', () => {
      const { attach, attached } = setup();
      spec([attached()]).when(attach()).then([]);
    });
  });

  describe('when the rules are broken', () => {
    it('refuses a lesson not over yet, or not started', () => {
      const { attach } = setup();
      spec([]).when(attach({}, undefined, new Date('2026-03-16T14:30:00.000Z'))).thenThrows('NOTES.LESSON_NOT_ENDED');
      spec([]).when(attach({}, undefined, new Date('2026-03-10T09:00:00.000Z'))).thenThrows('NOTES.LESSON_NOT_ENDED');
    });

    it('refuses a lesson cancelled, released or never paid for its hold', () => {
      const { attach, lesson } = setup();
      for (const status of ['cancelled', 'released', 'held'] as const) {
        spec([]).when(attach({ lesson: { ...lesson, status } })).thenThrows('NOTES.LESSON_CANCELLED');
      }
    });

    it('refuses anyone but the teacher of the lesson', () => {
      const { attach, studentId } = setup();
      spec([]).when(attach({}, { userId: randomUUID(), role: 'teacher' })).thenThrows('NOTES.NOT_THE_TEACHER');
      spec([]).when(attach({}, { userId: studentId, role: 'student' })).thenThrows('NOTES.NOT_THE_TEACHER');
    });

    it('refuses a file over 10 MB, one that is not a PDF by its first bytes, and an unsafe name', () => {
      const { attach, file } = setup();
      spec([]).when(attach({ file: { ...file, size: MAX_NOTES_BYTES + 1 } })).thenThrows('NOTES.TOO_LARGE');
      spec([]).when(attach({ file: { ...file, head: new TextEncoder().encode('PK\u0003\u0004') } })).thenThrows('NOTES.NOT_PDF');
      spec([]).when(attach({ file: { ...file, fileName: '../../etc/passwd.pdf' } })).thenThrows('NOTES.BAD_FILE_NAME');
    });
  });
});

describe('the checks the console asks before an upload', () => {
  it('knows a PDF by its magic bytes, not its name', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.4'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('%PDF'))).toBe(false);
    expect(isPdf(new TextEncoder().encode(' %PDF-1.4'))).toBe(false);
  });

  it('allows exactly 10 MB and a lesson from its end on', () => {
    const head = new TextEncoder().encode('%PDF-');
    expect(notesFileProblem({ fileName: 'a.pdf', size: MAX_NOTES_BYTES, head })).toBeNull();
    expect(notesFileProblem({ fileName: 'a.pdf', size: 0, head })).toBe('NOTES.NOT_PDF');
    expect(notesFileProblem({ fileName: ' ', size: 10, head })).toBe('NOTES.BAD_FILE_NAME');
    expect(notesLessonProblem({ status: 'booked', end: END }, new Date(END))).toBeNull();
    expect(notesLessonProblem({ status: 'booked', end: END }, new Date(Date.parse(END) - 1))).toBe('NOTES.LESSON_NOT_ENDED');
  });
});
