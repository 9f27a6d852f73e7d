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
}

const BOM = '\uFEFF';

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
/** How a spreadsheet recognises a formula (CSV injection): a cell starting with = + - @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount as `italianAmount` writes it ('25,00', '-2,50'): a number to the spreadsheet, never a formula. */
const AMOUNT = /^-?\d{1,3}(?:\.\d{3})*,\d{2}$/;

/**
 * One CSV cell. Text a spreadsheet would run (a student named `=HYPERLINK(...)`) gets a leading
 * `'`, which shows it as plain text; our amounts are left as numbers. Then quoted if needed.
 */
const cell = (raw: string): string => {
  const value = FORMULA_START.test(raw) && !AMOUNT.test(raw) ? `'${raw}` : raw;
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/**
 * The CSV of a report: UTF-8 with BOM, semicolon-separated (the separator Italian spreadsheets
 * expect when the decimal mark is a comma), dates as dd/MM/yyyy in Rome, a closing totals line.
 */
export const fiscalCsv = (report: FiscalReport, labels: FiscalCsvLabels): string => {
  const lines = [[labels.date, labels.user, labels.gross, labels.vat, labels.net]];
  for (const row of report.rows) {
    lines.push([
      romeDate(row.paidAt),
      row.studentName,
      italianAmount(row.gross),
      italianAmount(row.vat),
      italianAmount(row.net),
    ]);
  }
  const t = report.totals;
  lines.push([labels.total, '', italianAmount(t.gross), italianAmount(t.vat), italianAmount(t.net)]);
  return BOM + lines.map((line) => line.map(cell).join(';')).join('\r\n') + '\r\n';
};
