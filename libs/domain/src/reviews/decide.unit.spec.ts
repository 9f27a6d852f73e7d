import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import type { ReviewCommand } from './commands.js';
import { decideReview } from './decide.js';
import type { ReviewEvent, ReviewSubmitted } from './events.js';
import { MIN_CLASSES_FOR_REVIEW, reviewProblem } from './rules.js';
import { evolveReview, initialReviewState } from './state.js';

const spec = deciderSpec({ decide: decideReview, evolve: evolveReview, initialState: initialReviewState });
const now = new Date('2026-03-20T10:00:00.000Z');
const at = now.toISOString();
const TEXT = 'Lezioni chiare e pazienti: ho finalmente capito le derivate e ho preso otto alla verifica di matematica di marzo.';

/** A fresh student, their teacher and the commands about their review stream. */
const setup = () => {
  const studentId = randomUUID();
  const teacherId = randomUUID();
  const student: Actor = { userId: studentId, role: 'student' };
  const teacher: Actor = { userId: teacherId, role: 'teacher' };
  const content = { name: 'Marco R.', description: 'Liceo scientifico, 4° anno', text: TEXT };
  const command = (c: Omit<ReviewCommand, 'metadata'>, by: Actor): ReviewCommand => ({ ...c, metadata: { now, by } }) as ReviewCommand;
  const submit = (classesDone = MIN_CLASSES_FOR_REVIEW, by: Actor = student) =>
    command({ type: 'SubmitReview', data: { studentId, teacherId, ...content, classesDone } }, by);
  const rank = (value: number | null, by: Actor = teacher) => command({ type: 'RankReview', data: { studentId, rank: value } }, by);
  const visibility = (hidden: boolean, by: Actor = teacher) => command({ type: 'SetReviewVisibility', data: { studentId, hidden } }, by);
  const submitted: ReviewSubmitted = { type: 'ReviewSubmitted', data: { studentId, teacherId, ...content, submittedAt: at, by: student } };
  const ranked = (value: number): ReviewEvent => ({ type: 'ReviewRanked', data: { studentId, teacherId, rank: value, rankedAt: at, by: teacher } });
  const hidden: ReviewEvent = { type: 'ReviewHidden', data: { studentId, teacherId, hiddenAt: at, by: teacher } };
  return { studentId, teacherId, student, teacher, submit, rank, visibility, submitted, ranked, hidden };
};

describe('a student review', () => {
  describe('when the student sends it', () => {
    it('records the review after the third lesson done', () => {
      const { submit, submitted } = setup();
      spec([]).when(submit(3)).then([submitted]);
      spec([]).when(submit(12)).then([submitted]);
    });

    it('refuses it before the third lesson done', () => {
      const { submit } = setup();
      spec([]).when(submit(2)).thenThrows('REVIEW.NOT_ALLOWED');
      spec([]).when(submit(0)).thenThrows('REVIEW.NOT_ALLOWED');
    });

    it('refuses a second review of the same student', () => {
      const { submit, submitted } = setup();
      spec([submitted]).when(submit()).thenThrows('REVIEW.ALREADY_SENT');
    });

    it('takes it only from the student themself', () => {
      const { submit, teacher } = setup();
      const other: Actor = { userId: randomUUID(), role: 'student' };
      spec([]).when(submit(3, other)).thenThrows('AUTH.FORBIDDEN');
      spec([]).when(submit(3, teacher)).thenThrows('AUTH.FORBIDDEN');
    });
  });

  describe('when the teacher ranks it', () => {
    it('puts it at the rank given, and at another rank later', () => {
      const { rank, submitted, ranked } = setup();
      spec([submitted]).when(rank(2)).then([ranked(2)]);
      spec([submitted, ranked(2)]).when(rank(1)).then([ranked(1)]);
    });

    it('unranks it with null', () => {
      const { rank, submitted, ranked, studentId, teacherId, teacher } = setup();
      spec([submitted, ranked(2)]).when(rank(null)).then([{ type: 'ReviewUnranked', data: { studentId, teacherId, unrankedAt: at, by: teacher } }]);
    });

    it('records nothing when the rank does not change', () => {
      const { rank, submitted, ranked } = setup();
      spec([submitted, ranked(2)]).when(rank(2)).then([]);
      spec([submitted]).when(rank(null)).then([]);
    });

    it('refuses a rank that is not a whole number from 1', () => {
      const { rank, submitted } = setup();
      spec([submitted]).when(rank(0)).thenThrows('REVIEW.RANK_INVALID');
      spec([submitted]).when(rank(1.5)).thenThrows('REVIEW.RANK_INVALID');
    });
  });

  describe('when the teacher hides or shows it', () => {
    it('hides it, then shows it again', () => {
      const { visibility, submitted, hidden, studentId, teacherId, teacher } = setup();
      spec([submitted]).when(visibility(true)).then([hidden]);
      spec([submitted, hidden]).when(visibility(false)).then([{ type: 'ReviewShown', data: { studentId, teacherId, shownAt: at, by: teacher } }]);
    });

    it('records nothing when the visibility does not change', () => {
      const { visibility, submitted, hidden } = setup();
      spec([submitted]).when(visibility(false)).then([]);
      spec([submitted, hidden]).when(visibility(true)).then([]);
    });
  });

  describe('who may change it', () => {
    it('only its own teacher: another teacher, the student, the system are refused', () => {
      const { rank, visibility, submitted, student } = setup();
      const otherTeacher: Actor = { userId: randomUUID(), role: 'teacher' };
      for (const by of [otherTeacher, student, { userId: 'system', role: 'system' } as Actor]) {
        spec([submitted]).when(rank(1, by)).thenThrows('AUTH.FORBIDDEN');
        spec([submitted]).when(visibility(true, by)).thenThrows('AUTH.FORBIDDEN');
      }
    });

    it('there is nothing to change before the student sends it', () => {
      const { rank, visibility } = setup();
      spec([]).when(rank(1)).thenThrows('REVIEW.NOT_FOUND');
      spec([]).when(visibility(true)).thenThrows('REVIEW.NOT_FOUND');
    });
  });

  describe('when the student app asks whether a review may be sent', () => {
    it('answers the code the decider would refuse with, throwing nothing', () => {
      expect(reviewProblem({ classesDone: 3, reviewSent: false })).toBeNull();
      expect(reviewProblem({ classesDone: 2, reviewSent: false })).toBe('REVIEW.NOT_ALLOWED');
      expect(reviewProblem({ classesDone: 5, reviewSent: true })).toBe('REVIEW.ALREADY_SENT');
      expect(reviewProblem({ classesDone: 0, reviewSent: true })).toBe('REVIEW.ALREADY_SENT');
    });
  });
});
