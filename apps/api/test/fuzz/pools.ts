import type pg from 'pg';

/** What a generated value may stand for: something the server made or knows, looked up when the request is sent. */
export type PoolKind = 'user' | 'lesson' | 'order' | 'providerOrder' | 'coupon' | 'link' | 'email' | 'password' | 'any';

/**
 * A placeholder in a generated request: the `pick`-th known value of its kind at the moment
 * the request is sent. The generators run once, up front, from the seed; ids the server makes
 * while the fuzz runs (lessons, orders, links) are reached through these.
 */
export class Known {
  constructor(
    readonly kind: PoolKind,
    readonly pick: number,
  ) {}
}

/** Never in the database: a well-formed value that names nothing. */
const STRANGERS: Partial<Record<PoolKind, string[]>> = {
  email: ['nessuno@esempio.it'],
  password: ['Quaderno-a-righe-7', 'Lavagna2026!', 'sbagliata-123'],
};

/** Where a stream begins in the log: the order in which the server made things, whatever ids it drew. */
const born = (stream: string) => `(SELECT min(global_position) FROM emt_messages WHERE stream_id = ${stream})`;

/** Each value with its owner (the user it belongs to), in the order the server made them, so that a seed replays. */
const QUERIES: Partial<Record<PoolKind, string>> = {
  user: `SELECT id AS v, id AS owner FROM users u ORDER BY ${born("'user-' || u.id")}, email`,
  // A lesson that has started can no longer change: live only until then ($1: the test clock's now).
  lesson: `SELECT id AS v, student_id AS owner, status IN ('held', 'booked') AND start_at > $1 AS live FROM lessons l ORDER BY ${born("'booking-' || l.booking_id")}, start_at`,
  order: `SELECT id AS v, student_id AS owner, status = 'placed' AS live FROM orders o ORDER BY ${born("'order-' || o.id")}`,
  providerOrder: `SELECT coalesce(provider_order_id, id) AS v, student_id AS owner, status = 'placed' AS live FROM orders o ORDER BY ${born("'order-' || o.id")}`,
  coupon: `SELECT code AS v, student_id AS owner, redeemed_at IS NULL AS live FROM coupons c ORDER BY ${born("'coupon-' || c.code")}`,
  email: 'SELECT email AS v, user_id AS owner FROM user_emails ORDER BY email',
};

/** `live`: an active lesson, an open order, a coupon not used yet. */
type Entry = { v: string; owner: string | null; live?: boolean };

type Mail = { userId: string; queuedAt: string; to: string; subject: string; links: string[] };

/**
 * The outbox's e-mails, each rendered once through `render` (by id) and kept while its row stays as
 * it was: a notice renders from its row alone, and rendering every one of them (PDFs and calendars
 * included) after each accepted request took a fifth of the fuzzer's time.
 */
export const renderedOnce = (pool: pg.Pool, render: (id: string) => Promise<Mail | null>): (() => Promise<Mail[]>) => {
  const kept = new Map<string, Mail | null>();
  return async () => {
    const { rows } = await pool.query<{ id: string; version: string }>(
      `SELECT id, md5(concat_ws(chr(31), user_id, to_address, template, params::text, queued_at::text)) AS version FROM outbox ORDER BY queued_at DESC, id`,
    );
    const now = new Map<string, Mail | null>();
    for (const { id, version } of rows) {
      const key = `${id} ${version}`;
      now.set(key, kept.has(key) ? kept.get(key)! : await render(id));
    }
    kept.clear();
    for (const [key, mail] of now) kept.set(key, mail);
    return [...now.values()].filter((m): m is Mail => m !== null);
  };
};

/** The values the server knows now, by kind, for resolving placeholders. */
export class Pools {
  private values = new Map<PoolKind, Entry[]>();
  /** Passwords a caller set in a successful request (by user id), so that `currentPw` can be right. */
  readonly passwords = new Map<string, string>();

  /**
   * `mails`: the e-mails queued, rendered (links are signed when an e-mail is rendered, so the
   * database holds none); the last part of each link is the value the confirm and recovery routes take.
   */
  constructor(
    private readonly now: () => Date = () => new Date(),
    private readonly mails: () => Promise<Mail[]> = async () => [],
  ) {}

  async refresh(pool: pg.Pool): Promise<void> {
    for (const [kind, sql] of Object.entries(QUERIES) as [PoolKind, string][]) {
      const { rows } = await pool.query<Entry>(sql, sql.includes('$1') ? [this.now()] : []);
      this.values.set(kind, [...rows, ...(STRANGERS[kind] ?? []).map((v) => ({ v, owner: null }))]);
    }
    const links = (await this.mails())
      .sort((a, b) => a.queuedAt.localeCompare(b.queuedAt) || a.to.localeCompare(b.to) || a.subject.localeCompare(b.subject))
      .flatMap((m) => [...m.links].sort().map((l) => ({ v: l.replace(/^.*\//, ''), owner: m.userId })));
    this.values.set('link', [...links, ...(STRANGERS.link ?? []).map((v) => ({ v, owner: null }))]);
    const passwords = [...this.passwords].map(([owner, v]) => ({ v, owner }));
    this.values.set('password', [...passwords, ...STRANGERS.password!.map((v) => ({ v, owner: null }))]);
    this.values.set('any', ['user', 'lesson', 'order', 'coupon'].flatMap((k) => this.values.get(k as PoolKind) ?? []));
  }

  /**
   * The value a placeholder stands for: every other pick (every fourth user id) is the caller's
   * own, when it has one; two picks in three are live (an active lesson, an open order).
   */
  resolve(known: Known, self: { userId: string } | null): string {
    let values = this.values.get(known.kind) ?? [];
    const narrowed = (keep: (e: Entry) => boolean) => (values.some(keep) ? values.filter(keep) : values);
    if (self && known.pick % (known.kind === 'user' ? 4 : 2) === 0) values = narrowed((e) => e.owner === self.userId);
    if (known.pick % 3 !== 0) values = narrowed((e) => e.live !== false);
    return values.length ? values[Math.floor(known.pick / 6) % values.length]!.v : '00000000-0000-4000-8000-000000000000';
  }
}
