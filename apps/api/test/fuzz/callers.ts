import type { IncomingHttpHeaders } from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword } from '../../src/infrastructure/security/passwords.js';
import { USER_STREAM, type UserStream } from '../../src/modules/accounts/index.js';
import { SessionsService } from '../../src/modules/sessions/index.js';
import { registerStudents } from '../students.js';
import { prepareStudent } from './prepare.js';
import type { TestApp } from '../test-app.js';
import type { Pools } from './pools.js';

export type CallerName = 'anonimo' | 'studente' | 'docente' | 'contabile';

/** Who sends a request: nobody, a student of the fuzz's own, the teacher, or the teacher's accountant. */
export interface Caller {
  name: CallerName;
  userId: string | null;
  cookies: { lv_access?: string; lv_refresh?: string };
}

const SESSION_COOKIES = ['lv_access', 'lv_refresh'] as const;

/**
 * The callers' sessions, kept alive whatever the fuzz does to them: a session is minted
 * directly (no sign-in, so the login throttle the fuzz trips never locks the harness out), and
 * minted again when a request ends it (logout, a password change, a deletion, a replayed refresh
 * token). A student whose account the fuzz deleted is replaced by a new one.
 */
export class Callers {
  readonly all: Caller[];
  private students = 0;
  private accountants = 0;

  /** The student starts as a seeded one, with lessons, orders and coupons for the fuzz to name. */
  constructor(
    private readonly t: TestApp,
    private readonly pools: Pools,
    ids: { teacher: string; student: string; accountant: string },
  ) {
    this.all = [
      { name: 'anonimo', userId: null, cookies: {} },
      { name: 'studente', userId: ids.student, cookies: {} },
      { name: 'docente', userId: ids.teacher, cookies: {} },
      { name: 'contabile', userId: ids.accountant, cookies: {} },
    ];
  }

  async start(): Promise<void> {
    for (const caller of this.all) if (caller.name !== 'anonimo') await this.renew(caller);
    await this.prepare();
  }

  /** New sessions for the signed-in callers (after the clock moved past their tokens' life). */
  async renewAll(): Promise<void> {
    for (const caller of this.all) if (caller.name !== 'anonimo') await this.renew(caller);
  }

  private async prepare(): Promise<void> {
    const [student, teacher] = [this.all[1]!, this.all[2]!];
    // The teacher's session may have ended without a request noticing yet.
    await this.mint(teacher);
    await prepareStudent(this.t, student.userId!, { student: this.cookieOf(student)!, teacher: this.cookieOf(teacher)! });
  }

  cookieOf(caller: Caller): string | null {
    const pairs = SESSION_COOKIES.filter((name) => caller.cookies[name]).map((name) => `${name}=${caller.cookies[name]}`);
    return pairs.length ? pairs.join('; ') : null;
  }

  /**
   * After an answer: take a rotated session, and renew one that ended. A sign-in's cookies are
   * someone else's session. Answers whether the harness changed the data (a new student).
   */
  async after(caller: Caller, operationId: string, status: number, headers: IncomingHttpHeaders): Promise<boolean> {
    if (caller.name === 'anonimo') return false;
    let ended = status === 401;
    if (operationId !== 'SignIn_login') {
      for (const cookie of headers['set-cookie'] ?? []) {
        const [, name, value] = /^(lv_access|lv_refresh)=([^;]*)/.exec(cookie) ?? [];
        if (!name) continue;
        if (value) caller.cookies[name as (typeof SESSION_COOKIES)[number]] = value;
        else ended = true;
      }
    }
    if (!ended && (await this.alive(caller))) return false;
    return this.renew(caller);
  }

  private async alive(caller: Caller): Promise<boolean> {
    const { rows } = await this.t.pool.query('SELECT 1 FROM users WHERE id = $1 AND deleted_at IS NULL', [caller.userId]);
    return rows.length > 0;
  }

  /** A new session; a new student, prepared, in place of a deleted one (then answers true). */
  private async renew(caller: Caller): Promise<boolean> {
    if (caller.name === 'studente' && (caller.userId === null || !(await this.alive(caller)))) {
      const [email] = await registerStudents(this.t, 1, `fuzz${++this.students}-`);
      caller.userId = (await this.t.pool.query<{ user_id: string }>('SELECT user_id FROM user_emails WHERE email = $1', [email])).rows[0]!.user_id;
      this.pools.passwords.set(caller.userId, 'Quaderno-a-righe-7');
      await this.mint(caller);
      await this.prepare();
      return true;
    }
    // The teacher may revoke the accountant: the teacher invites another, whose password the harness knows.
    if (caller.name === 'contabile' && !(await this.alive(caller))) {
      await this.inviteAccountant(caller);
      await this.mint(caller);
      return true;
    }
    await this.mint(caller);
    return false;
  }

  private async inviteAccountant(caller: Caller): Promise<void> {
    const teacherId = this.all[2]!.userId!;
    const userId = randomUUID();
    await this.t.app.get<UserStream>(USER_STREAM).execute(
      'InviteAccountant',
      {
        userId,
        teacherId,
        email: `contabile-fuzz${++this.accountants}@lavagna.test`,
        name: 'Contabile',
        surname: '',
        passwordHash: await hashPassword('Registro-Partita-Doppia-8'),
        link: { nonce: randomBytes(8).toString('hex'), expiresAt: new Date(this.t.clock.now().getTime() + 86_400_000).toISOString() },
      },
      { userId: teacherId, role: 'teacher' },
    );
    caller.userId = userId;
    this.pools.passwords.set(userId, 'Registro-Partita-Doppia-8');
  }

  private async mint(caller: Caller): Promise<void> {
    if (caller.name === 'docente' && !(await this.alive(caller))) throw new Error('the fuzz deleted the teacher: the decider must refuse that');
    const { rows } = await this.t.pool.query<{ identity: 'teacher' | 'student' | 'accountant'; teacher_id: string }>('SELECT identity, teacher_id FROM users WHERE id = $1', [caller.userId]);
    if (!rows[0]) throw new Error(`the fuzz lost its ${caller.name} (${caller.userId})`);
    const session = await this.t.app.get(SessionsService).start({ userId: caller.userId!, identity: rows[0].identity, teacherId: rows[0].teacher_id }, false);
    caller.cookies = { lv_access: session.accessToken, lv_refresh: session.refreshToken };
  }
}
