import { Fragment, useState } from 'react';
import { Alert, Button, Card, CardContent, Divider, LinearProgress, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { euroToCents } from '@lavagna/domain';
import { formatGroupedEuro, romeDateTime } from '@lavagna/format';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { AuditTimeline } from '../audit/AuditTimeline';
import { fiscalReportQuery } from '../fiscal/api';
import { FiscalFilters } from '../fiscal/FiscalFilters';
import { useFiscalFilter } from '../fiscal/useFiscalFilter';

const t = adminIt.accountant.payments;
const f = adminIt.fiscal;

/** /registro-pagamenti: the period's payments, each with its audit trail (the order's recorded events). */
export const PaymentsLogPage = () => {
  const { filter, setFilter } = useFiscalFilter();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { data: report, isPending, error } = useQuery(fiscalReportQuery(dataProvider, { year: filter.year, month: filter.month }));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.title} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.intro}</Typography>
          <FiscalFilters filter={filter} onChange={setFilter} students={false} />
          <Divider />
          {isPending ? (
            <LinearProgress aria-label={f.loading} />
          ) : error || !report ? (
            <Alert severity="error">{ruleOr(error, f.loadError)}</Alert>
          ) : report.rows.length === 0 ? (
            <Typography color="text.secondary">{f.empty}</Typography>
          ) : (
            <Table size="small" aria-label={t.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{f.date}</TableCell>
                  <TableCell>{f.user}</TableCell>
                  <TableCell>{t.transaction}</TableCell>
                  <TableCell align="right">{f.amount}</TableCell>
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {report.rows.map((row) => (
                  <Fragment key={row.id}>
                    <TableRow data-testid="payment-row">
                      <TableCell>{romeDateTime(row.date)}</TableCell>
                      <TableCell>{row.user}</TableCell>
                      <TableCell sx={{ fontFamily: 'monospace' }}>{row.transactionId}</TableCell>
                      <TableCell align="right">{formatGroupedEuro(euroToCents(row.gross))}</TableCell>
                      <TableCell align="right">
                        <Button size="small" aria-expanded={open === row.id} onClick={() => setOpen(open === row.id ? null : row.id)}>
                          {open === row.id ? t.hideTrail : t.showTrail}
                        </Button>
                      </TableCell>
                    </TableRow>
                    {open === row.id && (
                      <TableRow>
                        <TableCell colSpan={5} aria-label={t.trailOf.replace('{transaction}', row.transactionId)}>
                          <AuditTimeline subject="order" id={row.id} />
                        </TableCell>
                      </TableRow>
                    )}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
