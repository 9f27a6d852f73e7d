// The clients' bookkeeping: every call by kind and outcome, every write the server acknowledged
// (with how to find it again in the database afterwards) and every write whose answer was lost.

const OUTCOMES = ['ok', 'refused', 'error', 'lost', 'down'];

export const createLedger = () => {
  /** kind -> outcome -> count; kind -> refused status -> count. */
  const calls = new Map();
  const refusals = new Map();
  /** { kind, what, found(db) -> boolean } for each 2xx answer to a write. */
  const acknowledged = [];
  /** { kind, what, applied(db) -> boolean | null } for each write whose answer never came. */
  const lost = [];
  /** 5xx answers, kept whole: each is a bug. */
  const errors = [];

  return {
    acknowledged,
    lost,
    errors,
    /** Counts one call. */
    tally(kind, res) {
      const row = calls.get(kind) ?? Object.fromEntries(OUTCOMES.map((o) => [o, 0]));
      row[res.outcome]++;
      calls.set(kind, row);
      if (res.outcome === 'refused') {
        const codes = refusals.get(kind) ?? new Map();
        const code = `${res.status}${res.body?.code ? ` ${res.body.code}` : ''}`;
        codes.set(code, (codes.get(code) ?? 0) + 1);
        refusals.set(kind, codes);
      }
      if (res.outcome === 'error') errors.push({ kind, status: res.status, body: res.body });
    },
    ack(kind, what, found) {
      acknowledged.push({ kind, what, found });
    },
    loseOne(kind, what, applied) {
      lost.push({ kind, what, applied });
    },
    /** Rows for the report: kind, the five outcomes, and the commonest refusals. */
    table() {
      return [...calls.entries()].map(([kind, row]) => ({
        kind,
        ...row,
        why: [...(refusals.get(kind) ?? new Map()).entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 3)
          .map(([code, n]) => `${code} x${n}`)
          .join(', '),
      }));
    },
  };
};
