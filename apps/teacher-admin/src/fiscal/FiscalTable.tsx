import { Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow } from '@mui/material';
import type { FiscalReportView } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import { formatGroupedEuro, romeDate } from '@lavagna/format';
import { adminIt } from '../i18n/it';

const t = adminIt.fiscal;

const cents = (euro: number | undefined) => formatGroupedEuro(euroToCents(euro ?? 0));

/**
 * The payments of the period (date, user, amount with its VAT and net) and their totals; a bollo
 * column only when some payment carries the imposta di bollo (forfettario).
 */
export const FiscalTable = ({ report }: { report: FiscalReportView }) => {
  const bollo = (report.totals.bollo ?? 0) > 0;
  return (
  // width 0 + min-width 100%: the table scrolls on a phone instead of widening the page
  <TableContainer sx={{ width: 0, minWidth: '100%' }}>
    <Table size="small" aria-label={t.payments}>
      <TableHead>
        <TableRow>
          <TableCell>{t.date}</TableCell>
          <TableCell>{t.user}</TableCell>
          <TableCell align="right">{t.amount}</TableCell>
          <TableCell align="right">{t.vat}</TableCell>
          <TableCell align="right">{t.net}</TableCell>
          {bollo && <TableCell align="right">{t.bollo}</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {report.rows.map((row) => (
          <TableRow key={row.id} data-testid="fiscal-row">
            <TableCell>{romeDate(row.date)}</TableCell>
            <TableCell>{row.user}</TableCell>
            <TableCell align="right">{formatGroupedEuro(euroToCents(row.gross))}</TableCell>
            <TableCell align="right">{formatGroupedEuro(euroToCents(row.vat))}</TableCell>
            <TableCell align="right">{formatGroupedEuro(euroToCents(row.net))}</TableCell>
            {bollo && <TableCell align="right">{cents(row.bollo)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& td': { fontWeight: 700, color: 'text.primary', fontSize: '0.875rem' } }}>
          <TableCell colSpan={2}>{t.total}</TableCell>
          <TableCell align="right">{formatGroupedEuro(euroToCents(report.totals.gross))}</TableCell>
          <TableCell align="right">{formatGroupedEuro(euroToCents(report.totals.vat))}</TableCell>
          <TableCell align="right">{formatGroupedEuro(euroToCents(report.totals.net))}</TableCell>
          {bollo && <TableCell align="right">{cents(report.totals.bollo)}</TableCell>}
        </TableRow>
      </TableFooter>
    </Table>
  </TableContainer>
  );
};
