// The soak's figures, and which invariants failed.

const s = (ms) => `${(ms / 1000).toFixed(1)} s`;
const pad = (v, n) => String(v).padStart(n);

export const printReport = (r) => {
  console.log(`\nDurata: carico ${s(r.loadMs)}, in tutto ${s(r.totalMs)}; ${r.students} studenti in ${r.clients} client + il docente`);
  console.log(`Primo avvio (PostgreSQL incorporato nuovo + dati demo): ${s(r.starts[0].readyMs)}`);
  for (const k of r.kills) {
    console.log(
      `  SIGKILL ${k.n} a ${s(k.atMs)}: pid ${k.pid}; PostgreSQL orfano ${k.orphaned ? 'ancora attivo' : 'assente'}; ` +
        `al riavvio ${k.staleStopped ? 'fermato in modo pulito e riavviato' : 'nessun PostgreSQL da fermare'}; fuori servizio ${s(k.outageMs)}`,
    );
  }

  console.log('\nChiamate per tipo ed esito:');
  console.log(`  ${'tipo'.padEnd(30)} ${pad('2xx', 6)} ${pad('4xx', 6)} ${pad('5xx', 4)} ${pad('perse', 6)} ${pad('giù', 5)}   rifiuti più frequenti`);
  for (const row of r.calls) {
    console.log(`  ${row.kind.padEnd(30)} ${pad(row.ok, 6)} ${pad(row.refused, 6)} ${pad(row.error, 4)} ${pad(row.lost, 6)} ${pad(row.down, 5)}   ${row.why}`);
  }
  const won = r.races.reduce((n, race) => n + race.winners, 0);
  console.log(`  gare per uno stesso orario: ${r.races.length}, contendenti ${r.races.reduce((n, race) => n + race.contenders, 0)}, vincitori ${won}, gare con più di un vincitore ${r.races.filter((race) => race.winners > 1).length}`);

  const list = (counts) => Object.entries(counts).sort().map(([k, n]) => `${k} ${n}`).join(', ');
  console.log(`  ordini per fornitore e stato: ${list(r.payments.orders)}`);
  console.log(`  coupon per origine: ${list(r.payments.coupons)}`);
  console.log('\nDopo l\'ultimo riavvio:');
  console.log(`  scritture confermate (2xx) ${r.acked.acknowledged}, ritrovate ${r.acked.found}${r.acked.missing.length ? `  <-- MANCANO: ${r.acked.missing.slice(0, 10).map((w) => `${w.kind} ${w.what}`).join('; ')}` : ''}`);
  console.log(`  scritture con risposta persa nell'uccisione ${r.lost.lost}: eseguite ${r.lost.applied}, non eseguite ${r.lost.notApplied} (entrambe ammesse)`);
  const byKind = new Map();
  for (const row of r.lost.rows) {
    const [n, done] = byKind.get(row.kind) ?? [0, 0];
    byKind.set(row.kind, [n + 1, done + (row.done ? 1 : 0)]);
  }
  for (const [kind, [n, done]] of byKind) console.log(`    ${kind}: ${n}, eseguite ${done}`);
  console.log(`  lezioni nello stato dell'ultima risposta confermata ${r.states.checked - r.states.wrong.length} su ${r.states.checked}${r.states.wrong.length ? `  <-- ${r.states.wrong.slice(0, 10).join('; ')}` : ''}`);
  console.log(`  scritture che nessun client ha chiesto ${r.phantoms.length}${r.phantoms.length ? `  <-- ${r.phantoms.slice(0, 10).join('; ')}` : ''}`);
  const d = r.doubles;
  console.log(
    `  doppie prenotazioni ${d.total} (modelli di lettura: lezioni sovrapposte ${d.teacherOverlaps}, due lezioni in un giorno ${d.studentSameDay}, lezioni in due ordini pagati ${d.paidTwiceInOrders}; ` +
      `registro: sovrapposte ${d.logOverlaps}, due in un giorno ${d.logSameDay}, ordini incassati due volte ${d.capturedTwice}, lezioni pagate due volte ${d.paidTwice})`,
  );
  console.log(`  risposte 5xx ${r.errors.length}${r.errors.length ? `  <-- ${r.errors.slice(0, 5).map((e) => `${e.kind} ${e.status} ${e.body?.message ?? ''}`).join('; ')}` : ''}`);
  console.log(`  npm run verify: ${r.verify.ok ? `integro, ${r.verify.events} eventi, hash finale ${r.verify.head}` : `NON RIUSCITO: ${r.verify.line}`} (${s(r.verify.ms)})`);
  const rb = r.rebuild;
  console.log(
    `  npm run rebuild: ${rb.ok ? `ogni modello di lettura uguale a prima (${rb.rows} righe), lavoro a tempo e checkpoint intatti (${rb.timedWork} righe di timed_work)` : `DIVERSO: ${rb.differing.map((t) => `${t.table} (-${t.gone.length} +${t.added.length})`).join(', ') || rb.line}`} (${s(rb.ms)})`,
  );
  for (const t of rb.differing) {
    for (const row of t.gone.slice(0, 3)) console.log(`    ${t.table} prima: ${row.slice(0, 400)}`);
    for (const row of t.added.slice(0, 3)) console.log(`    ${t.table} dopo:  ${row.slice(0, 400)}`);
  }
};

/** The invariants that failed, in words; empty when the soak passed. */
export const failures = (r) =>
  [
    r.kills.length < r.killsWanted && `solo ${r.kills.length} uccisioni su ${r.killsWanted}`,
    r.acked.found !== r.acked.acknowledged && 'scritture confermate non ritrovate',
    r.states.wrong.length > 0 && 'lezioni non nello stato confermato',
    r.phantoms.length > 0 && 'scritture mai chieste',
    r.doubles.total > 0 && 'doppie prenotazioni',
    r.errors.length > 0 && 'risposte 5xx',
    !r.verify.ok && 'verify non riuscito',
    !r.rebuild.ok && 'rebuild cambia i modelli di lettura o il lavoro a tempo',
  ].filter(Boolean);
