import { jest } from '@jest/globals';
import { it as messages, type LessonNotesView } from '@lavagna/contracts';
import { atRome } from '@lavagna/domain';
import { createHash, randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { login, outbox } from '../../../test/helpers.js';
import { minimalPdf } from '../../../test/pdf.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { hashPassword } from '../../infrastructure/security/passwords.js';
import { TimedWork } from '../../infrastructure/timed-work/index.js';
import { loadSecrets } from '../../infrastructure/database/secrets.js';
import { rebuildAllReadModels } from '../../read-models.js';
import { USER_STREAM, type UserStream } from '../accounts/index.js';

jest.setTimeout(120_000);

const MB = 1024 * 1024;
const slot = (day: string, minute: number): [string, string] => [atRome(day, minute).toISOString(), atRome(day, minute + 60).toISOString()];
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
type Agent = Awaited<ReturnType<typeof login>>['agent'];

/** Supertest collects a binary answer as a Buffer only when told how. */
const binary = (res: NodeJS.ReadableStream & { setEncoding: (e: string) => void }, done: (e: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
};

describe("a lesson's PDF notes", () => {
  let t: TestApp;
  let teacher: Agent;
  let marco: { agent: Agent; id: string };
  let giulia: { agent: Agent; id: string };
  const lessons: Record<'marcoPast' | 'marcoFuture' | 'marcoCancelled' | 'giuliaPast', string> = { marcoPast: '', marcoFuture: '', marcoCancelled: '', giuliaPast: '' };
  const notes = minimalPdf('Derivate: appunti della lezione');
  /** Notes whose fact the log refuses to record, as if the process stopped before the append. */
  const interrupted = minimalPdf('Limiti: appunti di un caricamento interrotto');

  const upload = (agent: Agent, lessonId: string, bytes: Buffer, fileName = 'Derivate – lezione 1.pdf', type = 'application/pdf') =>
    agent.put(`/api/lessons/${lessonId}/notes`).set('Content-Type', type).set('X-File-Name', encodeURIComponent(fileName)).send(bytes);
  const files = async () => (await t.pool.query<{ sha256: string }>('SELECT sha256 FROM lesson_note_files ORDER BY sha256')).rows.map((r) => r.sha256);
  const notesEvents = async () => (await t.pool.query("SELECT message_data::text AS data FROM emt_messages WHERE message_type = 'LessonNotesAttached'")).rows as { data: string }[];
  const mailsTo = async (to: string) => (await outbox(t)).filter((m) => m.to === to && m.subject === 'Gli appunti della tua lezione sono pronti');

  beforeAll(async () => {
    t = await createTestApp();
    // Created before anything runs: a trigger made later would wait for every reader of the log.
    await t.pool.query("CREATE FUNCTION fail_notes_append() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'interrotto'; END $$");
    await t.pool.query(
      `CREATE TRIGGER fail_notes_append BEFORE INSERT ON emt_messages FOR EACH ROW
       WHEN (NEW.message_type = 'LessonNotesAttached' AND position('${sha(interrupted)}' in NEW.message_data::text) > 0) EXECUTE FUNCTION fail_notes_append()`,
    );
    teacher = (await login(t, 'docente@lavagna.test')).agent;
    const m = await login(t, 'studente1@lavagna.test');
    const g = await login(t, 'studente2@lavagna.test');
    marco = { agent: m.agent, id: m.user.userId };
    giulia = { agent: g.agent, id: g.user.userId };
    const book = async (studentId: string, at: [string, string]) =>
      (await teacher.post('/api/calendar/events').send({ startEnd: [at], studentId }).expect(201)).body.events[0]._id as string;
    lessons.marcoPast = await book(marco.id, slot('2026-03-11', 600));
    lessons.giuliaPast = await book(giulia.id, slot('2026-03-11', 720));
    lessons.marcoCancelled = await book(marco.id, slot('2026-03-12', 600));
    lessons.marcoFuture = await book(marco.id, slot('2026-03-16', 600));
    await teacher.delete(`/api/calendar/events/${lessons.marcoCancelled}`).expect(200);
    // Thursday 12 March, 12:00 in Rome: the lessons of the 11th are over.
    t.clock.set(atRome('2026-03-12', 720));
    teacher = (await login(t, 'docente@lavagna.test')).agent;
    marco.agent = (await login(t, 'studente1@lavagna.test')).agent;
    giulia.agent = (await login(t, 'studente2@lavagna.test')).agent;
  });
  afterAll(() => t.close());

  describe('when the teacher uploads a PDF to a lesson that is over', () => {
    let attached: LessonNotesView;

    it('keeps the bytes by their hash outside the log and records the fact', async () => {
      const res = await upload(teacher, lessons.marcoPast, notes).expect(201);
      attached = res.body;
      expect(attached).toEqual({ lessonId: lessons.marcoPast, fileName: 'Derivate – lezione 1.pdf', size: notes.length, sha256: sha(notes), attachedAt: t.clock.now().toISOString() });
      expect(await files()).toEqual([sha(notes)]);
      const [event] = await notesEvents();
      expect(event!.data).toContain(sha(notes));
      expect(event!.data).not.toContain('%PDF');
      // The file name is the student's: sealed with their key.
      expect(event!.data).not.toContain('Derivate');
    });

    it('e-mails the student a link to their past lessons', async () => {
      const [mail] = await mailsTo('studente1@lavagna.test');
      expect(mail!.text).toContain('Ciao Marco,');
      expect(mail!.text).toContain('mercoledì 11 marzo 2026');
      expect(mail!.text).toContain('10:00-11:00');
      expect(mail!.text).toContain('Derivate – lezione 1.pdf');
      expect(mail!.links).toEqual([`${t.config.publicUrl}/lezioni-passate`]);
      expect(await mailsTo('studente2@lavagna.test')).toEqual([]);
    });

    it('lets the student download their own notes, as an attachment with a safe name', async () => {
      const res = await marco.agent.get(`/api/lessons/${lessons.marcoPast}/notes`).buffer(true).parse(binary).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="Derivate _ lezione 1.pdf"; filename*=UTF-8''Derivate%20%E2%80%93%20lezione%201.pdf`);
      expect(Buffer.compare(res.body as Buffer, notes)).toBe(0);
      const own = (await marco.agent.get('/api/lessons/notes').expect(200)).body as LessonNotesView[];
      expect(own).toEqual([attached]);
    });

    it('lets the teacher download them and see which lessons have notes', async () => {
      const res = await teacher.get(`/api/lessons/${lessons.marcoPast}/notes`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(res.body as Buffer, notes)).toBe(0);
      expect((await teacher.get(`/api/lessons/notes?studentId=${marco.id}`).expect(200)).body).toEqual([attached]);
      expect((await teacher.get(`/api/lessons/notes?studentId=${giulia.id}`).expect(200)).body).toEqual([]);
    });

    it("answers 404 to another student, for the file and in their list", async () => {
      const res = await giulia.agent.get(`/api/lessons/${lessons.marcoPast}/notes`).expect(404);
      expect(res.body.message).toBe(messages.notes.notFound);
      expect((await giulia.agent.get(`/api/lessons/notes?studentId=${marco.id}`).expect(200)).body).toEqual([]);
      await giulia.agent.get(`/api/lessons/${lessons.giuliaPast}/notes`).expect(404);
    });
  });

  describe('what is refused', () => {
    it('a file over 10 MB: 413 with an Italian message, nothing kept', async () => {
      const before = await files();
      const res = await upload(teacher, lessons.giuliaPast, minimalPdf('grande', 10 * MB + 1)).expect(413);
      expect(res.body).toMatchObject({ code: 'NOTES.TOO_LARGE', message: messages.notes.tooLarge });
      expect(await files()).toEqual(before);
    });

    it('a stream that passes 10 MB without saying its length: 413 as soon as it does', async () => {
      const server = t.app.getHttpServer();
      if (!server.listening) await new Promise<void>((resolve) => server.listen(0, resolve));
      const signIn = await t.http().post('/api/users/check').send({ email: 'docente@lavagna.test', pw: 'Lavagna2026!', rememberMe: false }).expect(200);
      const cookie = (signIn.headers['set-cookie'] as unknown as string[]).map((c) => c.split(';')[0]).join('; ');
      const status = await new Promise<{ status: number; body: string; sent: number }>((resolve, reject) => {
        const req = httpRequest({
          port: (server.address() as AddressInfo).port,
          method: 'PUT',
          path: `/api/lessons/${lessons.giuliaPast}/notes`,
          headers: { 'Content-Type': 'application/pdf', 'X-File-Name': 'grande.pdf', 'Transfer-Encoding': 'chunked', Cookie: cookie },
        });
        let sent = 0;
        req.on('response', (res) => {
          let body = '';
          res.on('data', (c) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode!, body, sent }));
        });
        req.on('error', reject);
        const chunk = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MB - 9, 0x20)]);
        // Sends up to 30 MB while no answer came: the server must answer long before that.
        const pump = () => {
          while (sent < 30 * MB && req.write(chunk)) sent += chunk.length;
          if (sent < 30 * MB) req.once('drain', pump);
          else req.end();
        };
        pump();
      });
      expect(status.status).toBe(413);
      // Answered while the client was still sending: the server stopped reading at the limit.
      expect(status.sent).toBeLessThan(30 * MB);
      expect(JSON.parse(status.body).message).toBe(messages.notes.tooLarge);
      expect(await notesEvents()).toHaveLength(1);
    });

    it('a file that is not a PDF by its first bytes, whatever its name, and a body of another type', async () => {
      const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]);
      const res = await upload(teacher, lessons.giuliaPast, zip, 'appunti.pdf').expect(415);
      expect(res.body).toMatchObject({ code: 'NOTES.NOT_PDF', message: messages.notes.notPdf });
      await upload(teacher, lessons.giuliaPast, notes, 'appunti.pdf', 'application/octet-stream').expect(415);
      await upload(teacher, lessons.giuliaPast, notes, 'appunti.pdf', 'multipart/form-data; boundary=x').expect(415);
      const named = await upload(teacher, lessons.giuliaPast, notes, '../segreti.pdf').expect(400);
      expect(named.body.message).toBe(messages.notes.badFileName);
    });

    it('a lesson not over yet, or cancelled, and the refused bytes are not kept', async () => {
      const before = await files();
      const early = minimalPdf('Integrali: appunti scritti prima della lezione');
      const future = await upload(teacher, lessons.marcoFuture, early).expect(409);
      expect(future.body.message).toBe(messages.notes.lessonNotEnded);
      const cancelled = await upload(teacher, lessons.marcoCancelled, early).expect(409);
      expect(cancelled.body.message).toBe(messages.notes.lessonCancelled);
      expect(await files()).toEqual(before);
    });

    it('anyone but the teacher of the lesson: a student (403), another teacher (404), nobody signed in (401)', async () => {
      await upload(marco.agent, lessons.marcoPast, minimalPdf('mie')).expect(403);
      const stream = t.app.get<UserStream>(USER_STREAM);
      const otherId = randomUUID();
      const base = { passwordHash: await hashPassword('Quaderno-a-righe-7'), birthYear: null, residence: null, school: null, tutor: null, privacyConsent: true, hourlyRateCents: 2500, confirmation: null };
      await stream.execute('RegisterUser', { ...base, userId: otherId, teacherId: otherId, identity: 'teacher', email: 'altro.docente@esempio.it', name: 'Altro', surname: 'Docente', emailId: randomUUID() }, { userId: 'system', role: 'system' });
      const other = (await login(t, 'altro.docente@esempio.it', 'Quaderno-a-righe-7')).agent;
      const res = await upload(other, lessons.marcoPast, minimalPdf('altro')).expect(404);
      expect(res.body.code).toBe('CALENDAR.LESSON_NOT_FOUND');
      await other.get(`/api/lessons/${lessons.marcoPast}/notes`).expect(404);
      expect((await other.get(`/api/lessons/notes?studentId=${marco.id}`).expect(200)).body).toEqual([]);
      await upload(t.agent(), lessons.marcoPast, notes).expect(401);
      expect(await notesEvents()).toHaveLength(1);
    });
  });

  describe('when notes are replaced', () => {
    it('a new file is a new fact and a new e-mail, and the old bytes go; the same file again changes nothing', async () => {
      const corrected = minimalPdf('Derivate: appunti corretti');
      await upload(teacher, lessons.marcoPast, corrected, 'Derivate (corretti).pdf').expect(201);
      expect(await files()).toEqual([sha(corrected)]);
      expect(await mailsTo('studente1@lavagna.test')).toHaveLength(2);
      await upload(teacher, lessons.marcoPast, corrected, 'Derivate (corretti).pdf').expect(201);
      expect(await notesEvents()).toHaveLength(2);
      expect(await mailsTo('studente1@lavagna.test')).toHaveLength(2);
      const res = await marco.agent.get(`/api/lessons/${lessons.marcoPast}/notes`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(res.body as Buffer, corrected)).toBe(0);
    });

    it('bytes kept for an upload whose fact was never recorded go an hour later; the used ones stay', async () => {
      const used = await files();
      // The process fails between keeping the bytes and recording the fact (beforeAll's trigger).
      await upload(teacher, lessons.giuliaPast, interrupted, 'Limiti.pdf').expect(500);
      expect(await files()).toEqual([...used, sha(interrupted)].sort());
      t.clock.advance(59 * 60_000);
      await t.app.get(TimedWork).runDue();
      expect(await files()).toContain(sha(interrupted));
      t.clock.advance(2 * 60_000);
      await t.app.get(TimedWork).runDue();
      expect(await files()).toEqual(used);
      const sweeps = await t.pool.query<{ outcome: string }>("SELECT outcome FROM timed_work WHERE kind = 'drop-unused-notes-file' AND payload->>'sha256' = ANY($1)", [used]);
      expect(sweeps.rows.length).toBeGreaterThanOrEqual(used.length);
      expect(new Set(sweeps.rows.map((r) => r.outcome))).toEqual(new Set(['in-use']));
      // An hour on, the access cookies have expired: sign in again for the tests that follow.
      teacher = (await login(t, 'docente@lavagna.test')).agent;
      marco.agent = (await login(t, 'studente1@lavagna.test')).agent;
      giulia.agent = (await login(t, 'studente2@lavagna.test')).agent;
    });

    it('an exactly 10 MB PDF is accepted', async () => {
      const big = minimalPdf('dieci mega', 10 * MB);
      const res = await upload(teacher, lessons.giuliaPast, big, 'Dieci.pdf').expect(201);
      expect(res.body.size).toBe(10 * MB);
    });
  });

  describe('when a student is erased', () => {
    it("deletes their notes and files, keeps another student's even when the file is the same, and a rebuild agrees", async () => {
      const shared = minimalPdf('Esercizi comuni');
      await upload(teacher, lessons.giuliaPast, shared, 'Esercizi.pdf').expect(201);
      await upload(teacher, lessons.marcoPast, shared, 'Esercizi.pdf').expect(201);
      const marcoOnly = (await t.pool.query<{ sha256: string }>('SELECT sha256 FROM lesson_notes WHERE student_id = $1', [marco.id])).rows;
      expect(marcoOnly.map((r) => r.sha256)).toEqual([sha(shared)]);

      await teacher.delete(`/api/admin/students/${marco.id}`).expect(200);
      await t.settle(); // the departure, a reaction to the deletion

      expect((await t.pool.query('SELECT * FROM lesson_notes WHERE student_id = $1', [marco.id])).rows).toEqual([]);
      expect(await files()).toEqual([sha(shared)]);
      const res = await giulia.agent.get(`/api/lessons/${lessons.giuliaPast}/notes`).buffer(true).parse(binary).expect(200);
      expect(Buffer.compare(res.body as Buffer, shared)).toBe(0);

      const live = (await t.pool.query('SELECT * FROM lesson_notes ORDER BY lesson_id')).rows;
      await rebuildAllReadModels(t.connectionString, t.pool, await loadSecrets(t.pool), t.config);
      expect((await t.pool.query('SELECT * FROM lesson_notes ORDER BY lesson_id')).rows).toEqual(live);
      expect(await files()).toEqual([sha(shared)]);
    });

    it('deletes the only file of an erased student', async () => {
      const own = minimalPdf('Solo di Giulia');
      await upload(teacher, lessons.giuliaPast, own, 'Giulia.pdf').expect(201);
      expect(await files()).toEqual([sha(own)]);
      await teacher.delete(`/api/admin/students/${giulia.id}`).expect(200);
      await t.settle(); // the departure, a reaction to the deletion
      expect(await files()).toEqual([]);
      expect((await t.pool.query('SELECT count(*)::int AS n FROM lesson_notes')).rows[0].n).toBe(0);
    });
  });
});
