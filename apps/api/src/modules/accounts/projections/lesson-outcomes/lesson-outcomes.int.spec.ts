import { jest } from '@jest/globals';
import { classesDone, type LessonOutcome } from '@lavagna/domain';
import { runScenario } from '../../../../../test/scenario.js';
import { createTestApp, type TestApp } from '../../../../../test/test-app.js';
import { ClassesDone } from '../../classes-done/classes-done.js';

jest.setTimeout(180_000);

type Row = { lesson_id: string; student_id: string; start_at: Date; status: LessonOutcome['status']; hold_expires_at: Date | null };

/** The accounts module's own copy of what became of each lesson, projected from the lessons' and the orders' facts. */
describe('the lesson outcomes projection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await runScenario(t, 20261127, 120);
    // The holds that ran out meanwhile are released by the timed work.
    t.clock.advance(3_600_000);
    await t.settle();
  });
  afterAll(() => t.close());

  it('says of every lesson what the lessons read model says: its student, start, status and hold', async () => {
    const outcomes = (await t.pool.query<Row>('SELECT lesson_id, student_id, start_at, status, hold_expires_at FROM lesson_outcomes ORDER BY lesson_id')).rows;
    const lessons = (await t.pool.query<Row>('SELECT id AS lesson_id, student_id, start_at, status, hold_expires_at FROM lessons ORDER BY id')).rows;
    expect(outcomes).toEqual(lessons);
    // The mix went through each way a lesson ends up.
    expect(new Set(outcomes.map((o) => o.status))).toEqual(new Set(['booked', 'cancelled', 'released']));
  });

  it('gives each student the count of lessons done that the lessons read model gives, as time passes', async () => {
    const lessons = (await t.pool.query<Row>('SELECT id AS lesson_id, student_id, start_at, status, hold_expires_at FROM lessons')).rows;
    const students = [...new Set(lessons.map((l) => l.student_id))];
    const classes = t.app.get(ClassesDone);
    let done = 0;
    for (const days of [0, 10, 40]) {
      const now = new Date(t.clock.now().getTime() + days * 86_400_000);
      const expected = students.map((id): [string, number] => [
        id,
        classesDone(
          lessons.filter((l) => l.student_id === id).map((l) => ({ start: l.start_at.toISOString(), status: l.status, holdExpiresAt: l.hold_expires_at?.toISOString() ?? null })),
          now,
        ),
      ]);
      expect(await classes.at(students, now)).toEqual(new Map(expected));
      done = expected.reduce((sum, [, n]) => sum + n, 0);
    }
    // By then the lessons booked have started: the counts compared were not all zero.
    expect(done).toBeGreaterThan(0);
  });
});
