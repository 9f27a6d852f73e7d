import { fiscalQuerySchema, it } from '@lavagna/contracts';
import { fiscalReport } from '@lavagna/domain';
import { countLog, progressBar } from '@lavagna/eventstore';
import { writeFileSync } from 'node:fs';
import { personalDataOn } from '../infrastructure/database/personal-data.js';
import { fiscalPaymentsAsOf } from '../replay/fiscal-replay.js';
import { parseInstant, runCli } from './run.js';
import { fiscalCsv } from '../modules/admin/fiscal/fiscal-csv.js';

const USAGE = 'npm run replay -- --report fiscal --year 2026 [--month giugno] [--student <id>] [--teacher <id>] [--as-of 2026-06-30T23:59:59+02:00] [--out file.csv]';

/** The fiscal report rebuilt from the events recorded up to an instant, printed as the console's CSV. */
await runCli(
  USAGE,
  {
    report: { type: 'string' },
    year: { type: 'string' },
    month: { type: 'string' },
    student: { type: 'string' },
    teacher: { type: 'string' },
    'as-of': { type: 'string' },
    out: { type: 'string' },
  },
  async (args, db) => {
    if (args.report !== 'fiscal') throw new Error(`--report: l'unico rapporto è "fiscal". Uso: ${USAGE}`);
    const filter = fiscalQuerySchema.safeParse({ year: args.year, month: args.month, studentId: args.student });
    if (!filter.success) throw new Error(`${filter.error.issues.map((i) => i.message).join(', ')}. Uso: ${USAGE}`);
    const asOf = parseInstant(args['as-of'], '--as-of');
    const total = await countLog(db.pool, asOf);
    const bar = progressBar('Replay', total);
    const payments = await fiscalPaymentsAsOf(db.pool, personalDataOn(db.pool), { asOf, teacherId: args.teacher, onBatch: (n) => bar.update(n) });
    bar.done(total);
    const csv = fiscalCsv(fiscalReport(payments, filter.data), it.fiscal.csv);
    if (args.out) {
      writeFileSync(args.out, csv);
      process.stderr.write(`Scritto ${args.out}\n`);
    } else {
      process.stdout.write(csv);
    }
  },
);
