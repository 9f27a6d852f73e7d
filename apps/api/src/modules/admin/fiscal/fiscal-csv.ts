import { csvText } from '@lavagna/contracts';
import { italianAmount, romeDay, type FiscalReport } from '@lavagna/domain';

/**
 * The fiscal report as the accountant's spreadsheet reads it. Rendering, not a rule: the domain
 * computes the report, the console's download and the replay CLI both write it with this.
 */

export interface FiscalCsvLabels {
  date: string;
  user: string;
  gross: string;
  vat: string;
  net: string;
  total: string;
  /** Shown only when some payment of the report carries the imposta di bollo. */
  bollo?: string;
}

/** dd/MM/yyyy in Rome, one formatting per UTC hour (the CSV of a big year has many rows). */
const romeDate = (instant: string): string => {
  const hour = new Date(instant).toISOString().slice(0, 13);
  let found = dateOfHour.get(hour);
  if (found === undefined) {
    const [year, month, day] = romeDay(new Date(`${hour}:00:00.000Z`)).split('-');
    found = `${day}/${month}/${year}`;
    if (dateOfHour.size > 50_000) dateOfHour.clear();
    dateOfHour.set(hour, found);
  }
  return found;
};
const dateOfHour = new Map<string, string>();

/**
 * The CSV of a report, written as every CSV of ours is (csvText: BOM, ';', no formulas), with
 * dates as dd/MM/yyyy in Rome and a closing totals line.
 */
export const fiscalCsv = (report: FiscalReport, labels: FiscalCsvLabels): string => {
  // A bollo column only where there is a bollo: an ordinario report reads as it always did.
  const bollo = report.totals.bollo > 0;
  const withBollo = (cells: string[], cents: number) => (bollo ? [...cells, italianAmount(cents)] : cells);
  const lines = [bollo ? [labels.date, labels.user, labels.gross, labels.vat, labels.net, labels.bollo ?? 'Bollo'] : [labels.date, labels.user, labels.gross, labels.vat, labels.net]];
  for (const row of report.rows) {
    lines.push(withBollo([romeDate(row.paidAt), row.studentName, italianAmount(row.gross), italianAmount(row.vat), italianAmount(row.net)], row.bollo));
  }
  const t = report.totals;
  lines.push(withBollo([labels.total, '', italianAmount(t.gross), italianAmount(t.vat), italianAmount(t.net)], t.bollo));
  return csvText(lines);
};
