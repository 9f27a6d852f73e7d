import { personalDataPolicy } from '@lavagna/domain';
import { isSealed, type LoggedEvent } from '@lavagna/eventstore';
import type pg from 'pg';

/**
 * Which users were erased (their key destroyed), and which of them still have personal data in
 * clear in events written before sealing existed: the log is never rewritten, so those stay.
 */
export const erasureReport = async (pool: pg.Pool) => {
  const { rows } = await pool.query<{ user_id: string }>('SELECT user_id FROM personal_keys WHERE key IS NULL ORDER BY erased_at, user_id');
  const erased = new Set(rows.map((r) => r.user_id));
  const inClear = new Map<string, number>();
  const inspect = (batch: LoggedEvent[]) => {
    if (erased.size === 0) return;
    for (const event of batch) {
      for (const { owner, paths } of personalDataPolicy.fieldsOf(event.type, event.data)) {
        if (!erased.has(owner)) continue;
        const clear = paths.some((path) => {
          const value = path.split('.').reduce<unknown>((at, step) => (at as Record<string, unknown> | undefined)?.[step], event.data);
          return value !== undefined && value !== null && value !== '' && !isSealed(value);
        });
        if (clear) inClear.set(owner, (inClear.get(owner) ?? 0) + 1);
      }
    }
  };
  const lines = (): string[] => [
    erased.size === 0
      ? 'Account cancellati: nessuno'
      : `Account cancellati (chiave distrutta, dati personali illeggibili): ${erased.size} - ${[...erased].join(', ')}`,
    ...[...inClear].map(
      ([owner, events]) => `Attenzione: l'account cancellato ${owner} ha dati personali in chiaro in ${events} eventi scritti prima della cifratura (il registro non si riscrive)`,
    ),
  ];
  return { erased, inspect, lines };
};
