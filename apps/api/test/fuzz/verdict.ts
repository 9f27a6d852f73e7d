import { it as messages, problemMessages } from '@lavagna/contracts';
import type { Answer } from './wire.js';

const leaves = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(leaves) : [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every Italian text of the catalogue, its {placeholders} standing for any text. */
const CATALOGUE = [...new Set([...leaves(messages), ...Object.values(problemMessages)])].map(
  (text) => new RegExp(`^${text.split(/\{\w+\}/).map(escape).join('.+')}$`, 's'),
);

/** Whether a message is one of ours: zod's English ('Invalid input', 'Unrecognized key') never is. */
export const isCatalogued = (message: unknown): boolean => typeof message === 'string' && CATALOGUE.some((re) => re.test(message));

/** What is wrong with an answer, if anything: a 5xx, or a refusal that is not Italian problem+json. */
export const faultsOf = (answer: Answer): string[] => {
  if (answer.status >= 500) return [`${answer.status}: ${answer.text.slice(0, 300)}`];
  if (answer.status < 400) return [];
  const faults: string[] = [];
  if (!/^application\/problem\+json/.test(String(answer.headers['content-type']))) faults.push(`content type ${answer.headers['content-type']}`);
  let body: { status?: unknown; code?: unknown; message?: unknown; errors?: { message?: unknown }[] } = {};
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [...faults, `not JSON: ${answer.text.slice(0, 200)}`];
  }
  if (body.status !== answer.status) faults.push(`status ${String(body.status)} in a ${answer.status} body`);
  if (typeof body.code !== 'string') faults.push('no code');
  if (!isCatalogued(body.message)) faults.push(`message not in the catalogue: ${JSON.stringify(body.message)}`);
  for (const error of body.errors ?? []) if (!isCatalogued(error.message)) faults.push(`field message not in the catalogue: ${JSON.stringify(error.message)}`);
  return faults;
};

/** Requests by caller and by status class, and by operation: the figures the closing note quotes. */
export class Tally {
  readonly byCaller = new Map<string, Record<string, number>>();
  readonly byOperation = new Map<string, Record<string, number>>();
  total = 0;

  /** Answers by operation and problem code (or status), for FUZZ_REPORT=2. */
  readonly codes = new Map<string, Record<string, number>>();

  add(caller: string, operationId: string, status: number, text: string): void {
    const kind = `${Math.floor(status / 100)}xx`;
    const code = status >= 400 ? (/"code":"([\w.]+)"/.exec(text)?.[1] ?? String(status)) : String(status);
    const codes = this.codes.get(operationId) ?? {};
    codes[code] = (codes[code] ?? 0) + 1;
    this.codes.set(operationId, codes);
    for (const [map, key] of [[this.byCaller, caller], [this.byOperation, operationId]] as const) {
      const row = map.get(key) ?? {};
      row[kind] = (row[kind] ?? 0) + 1;
      map.set(key, row);
    }
    this.total++;
  }

  /** Operations that never answered 2xx: the fuzz reached only their walls. */
  neverAccepted(): string[] {
    return [...this.byOperation].filter(([, row]) => !row['2xx']).map(([id]) => id);
  }

  summary(seed: number, seconds: number, detail = false): string {
    const classes = ['2xx', '3xx', '4xx', '5xx'];
    const line = (name: string, row: Record<string, number>) => `${name.padEnd(10)} ${classes.map((c) => String(row[c] ?? 0).padStart(6)).join('')}`;
    const all: Record<string, number> = {};
    for (const row of this.byCaller.values()) for (const [k, n] of Object.entries(row)) all[k] = (all[k] ?? 0) + n;
    return [
      `Fuzz dell'API: seme ${seed}, ${this.total} richieste su ${this.byOperation.size} operazioni in ${seconds.toFixed(1)} s`,
      `${'chiamante'.padEnd(10)} ${classes.map((c) => c.padStart(6)).join('')}`,
      ...[...this.byCaller].map(([name, row]) => line(name, row)),
      line('totale', all),
      `mai accettate (2xx): ${this.neverAccepted().join(', ') || 'nessuna'}`,
      ...(detail ? [...this.codes].sort().map(([op, codes]) => `  ${op}: ${Object.entries(codes).map(([c, n]) => `${c} ${n}`).join(', ')}`) : []),
    ].join('\n');
  }
}
