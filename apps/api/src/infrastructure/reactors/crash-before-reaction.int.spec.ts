import { jest } from '@jest/globals';
import { atRome, googleEventIdOf } from '@lavagna/domain';
import { GoogleStandIn } from '../../../test/google-stand-in.js';
import { login, outbox } from '../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { PushLessonsToGoogle } from '../../modules/google/reactions/push-lessons.reaction.js';
import { LessonNotices } from '../../modules/mail/reactions/lesson-notices.reaction.js';
import { CouponIssuer } from '../../modules/payments/reactions/coupon-issuer.reaction.js';
import type { Reactor } from './reactor.js';

const slot = (day: string, minute: number, minutes = 60): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + minutes).toISOString()];

/**
 * The process dies at the reactor's next event: before its effect, or after it and before the
 * checkpoint moves past the event. Either way the event is handed again to the next process.
 */
const dieAt = (t: TestApp, reactor: Reactor, when: 'before-effect' | 'after-effect') => {
  t.dies();
  const handle = reactor.handle.bind(reactor);
  jest.spyOn(reactor, 'handle').mockImplementationOnce(async (event) => {
    if (when === 'after-effect') await handle(event);
    throw new Error('SIGKILL');
  });
};

/**
 * A crash between a fact and its reaction: the fact is in the log, the process dies before (or
 * just after) the effect, the next process starts on the reactor's stored checkpoint. The effect
 * happens, once: an e-mail, a coupon on its stream, a lesson in the teacher's Google calendar.
 */
describe('a crash between a fact and its reaction', () => {
  let google: GoogleStandIn;
  const running: TestApp[] = [];
  beforeAll(async () => {
    google = await GoogleStandIn.start();
  });
  afterEach(async () => {
    for (const app of running.splice(0)) await app.close();
    jest.restoreAllMocks();
  });
  afterAll(() => google.close());

  const boot = async (sameAs?: TestApp) => {
    const app = await createTestApp(google.env(), sameAs);
    running.push(app);
    return app;
  };
  /** The first process ends (its reactor stopped at the event); the next starts on the same database and catches up. */
  const restart = async (first: TestApp) => {
    await first.close();
    running.splice(running.indexOf(first), 1);
    const next = await boot(first);
    await next.settle();
    return next;
  };
  const payFor = async (t: TestApp, agent: Awaited<ReturnType<typeof login>>['agent'], s: [string, string]) => {
    const [id] = (await agent.post('/api/calendar/events').send({ startEnd: [s] }).expect(201)).body.events.map((e: { _id: string }) => e._id);
    const order = await agent.post('/api/payments/create-order').send({ eventIds: [id] }).expect(200);
    await agent.post(`/api/dev/paypal/orders/${order.body.id}/approve`).expect(200);
    await agent.post('/api/payments/complete-order').send({ orderID: order.body.id }).expect(200);
    await t.settle();
    return id as string;
  };

  for (const when of ['before-effect', 'after-effect'] as const) {
    it(`sends the e-mail of a moved lesson once (died ${when})`, async () => {
      const t = await boot();
      t.clock.set(atRome('2026-03-10', 600));
      const student = await login(t, 'studente1@lavagna.test');
      const day = when === 'before-effect' ? '2026-03-12' : '2026-03-16';
      const id = await payFor(t, student.agent, slot(day, 900));
      dieAt(t, t.app.get(LessonNotices), when);
      const [start, end] = slot(day, 1020);
      await student.agent.put(`/api/calendar/events/${id}`).send({ start, end }).expect(200);
      await t.settle();
      const moved = async (app: TestApp) => (await outbox(app)).filter((m) => m.subject === 'La tua lezione è stata spostata' && m.attachments[0]?.content.includes(`lesson-${id}@lavagna`));
      expect(await moved(t)).toHaveLength(when === 'before-effect' ? 0 : 1);
      const next = await restart(t);
      expect(await moved(next)).toHaveLength(1);
    });

    it(`issues a cancellation's coupon on its stream once (died ${when}); it pays meanwhile`, async () => {
      const t = await boot();
      t.clock.set(atRome('2026-03-10', 700));
      const student = await login(t, 'studente2@lavagna.test');
      const id = await payFor(t, student.agent, slot(when === 'before-effect' ? '2026-03-13' : '2026-03-17', 900));
      dieAt(t, t.app.get(CouponIssuer), when);
      const { coupon } = (await student.agent.delete(`/api/calendar/events/${id}`).expect(200)).body;
      await t.settle();
      const issued = async (app: TestApp) =>
        Number((await app.pool.query("SELECT count(*) AS n FROM emt_messages WHERE stream_id = $1 AND message_type = 'CouponIssued'", [`coupon-${coupon.code}`])).rows[0].n);
      expect(await issued(t)).toBe(when === 'before-effect' ? 0 : 1);
      // Lost nowhere: the student sees it at once, whatever its stream holds.
      expect((await student.agent.get(`/api/coupon/get-coupons/${student.user.userId}`)).body.data).toContainEqual(expect.objectContaining({ code: coupon.code, value: 25 }));
      const next = await restart(t);
      expect(await issued(next)).toBe(1);
    });

    it(`writes a booked lesson to the teacher's Google calendar once (died ${when})`, async () => {
      const t = await boot();
      t.clock.set(atRome('2026-03-10', 800));
      const teacher = (await login(t, 'docente@lavagna.test')).agent;
      const consent = await teacher.get('/api/google/auth/teacher').expect(200);
      const back = new URL(google.approve(consent.body.url));
      await teacher.get(`${back.pathname}${back.search}`).expect(200);
      await t.settle();
      const studentId = (await login(t, 'studente3@lavagna.test')).user.userId;
      dieAt(t, t.app.get(PushLessonsToGoogle), when);
      const [from, to] = slot(when === 'before-effect' ? '2026-03-18' : '2026-03-19', 900);
      const lessonId = (await teacher.post('/api/calendar/events').send({ studentId, startEnd: [[from, to]] }).expect(201)).body.events[0]._id as string;
      await t.settle();
      const written = () => google.lessonEvents().filter((e) => e.id === googleEventIdOf(lessonId));
      expect(written()).toHaveLength(when === 'before-effect' ? 0 : 1);
      await restart(t);
      expect(written()).toEqual([expect.objectContaining({ start: expect.objectContaining({ dateTime: from }) })]);
    });
  }
});
