import { atRome } from '@lavagna/domain';
import { login } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { ABORTED_APPEND_RETRIES } from './decider-stream.js';

/**
 * An append PostgreSQL rolls back for a racing transaction (a deadlock: appends commit side by
 * side, ADR 0007) is decided again, whatever the stream. The abort is PostgreSQL's own error,
 * raised here by a trigger on the log for the first `times` appends of one event type: racing
 * transactions cannot be made to deadlock on cue.
 */
describe('an append PostgreSQL aborted for a racing transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.pool.query(`CREATE TABLE test_aborts (type text PRIMARY KEY, times int NOT NULL)`);
    // The count survives the rollback it causes: it is kept by a sequence per type, not by the aborted transaction.
    await t.pool.query(`CREATE FUNCTION test_abort_append() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE armed test_aborts;
      BEGIN
        SELECT * INTO armed FROM test_aborts WHERE type = NEW.message_type;
        IF FOUND AND nextval(format('test_abort_%s', lower(NEW.message_type))::regclass) <= armed.times THEN
          RAISE EXCEPTION 'deadlock detected (raised by the test)' USING ERRCODE = 'deadlock_detected';
        END IF;
        RETURN NEW;
      END $$`);
    await t.pool.query('CREATE TRIGGER test_abort_append BEFORE INSERT ON emt_messages FOR EACH ROW EXECUTE FUNCTION test_abort_append()');
  });
  afterAll(() => t.close());

  /** The next `times` appends of `type` are aborted; returns how many appends of it reached the log's trigger since. */
  const abort = async (type: string, times: number) => {
    const sequence = `test_abort_${type.toLowerCase()}`;
    await t.pool.query(`DROP SEQUENCE IF EXISTS ${sequence}`);
    await t.pool.query(`CREATE SEQUENCE ${sequence}`);
    await t.pool.query('INSERT INTO test_aborts (type, times) VALUES ($1, $2) ON CONFLICT (type) DO UPDATE SET times = $2', [type, times]);
    return async () => Number((await t.pool.query(`SELECT CASE WHEN is_called THEN last_value ELSE 0 END AS n FROM ${sequence}`)).rows[0].n);
  };
  const week = (from: number, to: number) => Array.from({ length: 7 }, () => [from, to]);

  it("is decided again: the teacher's hours are saved once, and the answer is the saved hours", async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const logged = async () =>
      (await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'AvailabilitySet' AND message_data->>'teacherId' = $1", [teacher.user.userId])).rows[0].n;
    const before = await logged();
    const attempts = await abort('AvailabilitySet', 1);
    const saved = await teacher.agent.put('/api/users/availabilities').send({ availability: week(540, 1140) }).expect(200);
    expect(saved.body.availability).toEqual(week(540, 1140));
    expect(await attempts()).toBe(2);
    expect(await logged()).toBe(before + 1);
  });

  it('is decided again for a booking too: the lesson is booked once', async () => {
    const student = await login(t, 'studente1@lavagna.test');
    const attempts = await abort('LessonsBooked', 1);
    const start = atRome('2026-03-12', 16 * 60).toISOString();
    const end = atRome('2026-03-12', 17 * 60).toISOString();
    const booked = await student.agent.post('/api/calendar/events').send({ startEnd: [[start, end]] }).expect(201);
    expect(booked.body.events).toHaveLength(1);
    expect(await attempts()).toBe(2);
    const lessons = await t.pool.query('SELECT count(*)::int AS n FROM lessons WHERE student_id = $1 AND start_at = $2', [student.user.userId, start]);
    expect(lessons.rows[0].n).toBe(1);
  });

  it(`is given up after ${ABORTED_APPEND_RETRIES} more tries, with nothing written`, async () => {
    const teacher = await login(t, 'docente@lavagna.test');
    const before = (await teacher.agent.get('/api/users/availabilities').expect(200)).body.availability;
    const attempts = await abort('AvailabilitySet', 100);
    await teacher.agent.put('/api/users/availabilities').send({ availability: week(600, 1200) }).expect(500);
    expect(await attempts()).toBe(1 + ABORTED_APPEND_RETRIES);
    expect((await teacher.agent.get('/api/users/availabilities').expect(200)).body.availability).toEqual(before);
  });
});
