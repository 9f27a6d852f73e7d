/**
 * The CSV files the teacher downloads (the fiscal report from the API, the payments list from the
 * console), written the same way: UTF-8 with BOM, ';' between cells (Italian spreadsheets expect
 * it when the decimal mark is a comma), CRLF line ends, and no cell a spreadsheet would run.
 */

/** How a spreadsheet recognises a formula (CSV injection): a cell starting with = + - @, a tab or a CR. */
const FORMULA_START = /^[=+\-@\t\r]/;
/** An amount written the Italian way ('25,00', '-2,50', '1.234,56'): a number to the spreadsheet, never a formula. */
const AMOUNT = /^-?\d{1,3}(?:\.\d{3})*,\d{2}$/;

/**
 * One CSV cell. Text a spreadsheet would run (a student named `=HYPERLINK(...)`) gets a leading
 * `'`, which shows it as plain text; amounts are left as numbers. Then quoted if needed.
 */
export const csvCell = (raw: string): string => {
  const value = FORMULA_START.test(raw) && !AMOUNT.test(raw) ? `'${raw}` : raw;
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/** The whole file: a BOM, then each line's cells joined by ';' and ended by CRLF. */
export const csvText = (lines: string[][]): string => `\uFEFF${lines.map((line) => line.map(csvCell).join(';')).join('\r\n')}\r\n`;
