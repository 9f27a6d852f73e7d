import { useState } from 'react';
import { Alert, Card, CardContent, Divider, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { romeDateTime } from '@lavagna/format';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { FiscalFilters } from '../fiscal/FiscalFilters';
import { FiscalTable } from '../fiscal/FiscalTable';
import { FiscalTotals } from '../fiscal/FiscalTotals';
import { useFiscalFilter } from '../fiscal/useFiscalFilter';
import { fiscalAsOfQuery } from './api';
import { romeInstant } from './romeInstant';

const t = adminIt.accountant.asOf;

/** /report-a-una-data: the fiscal report as the log recorded it at a past instant (the replay, in the browser). */
export const AsOfPage = () => {
  const { filter, setFilter } = useFiscalFilter();
  const [picked, setPicked] = useState('');
  const at = romeInstant(picked);
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { data: report, isFetching, error } = useQuery(fiscalAsOfQuery(dataProvider, { year: filter.year, month: filter.month }, at));
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.title} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.intro}</Typography>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            <TextField
              type="datetime-local"
              label={t.at}
              value={picked}
              onChange={(e) => setPicked(e.target.value)}
              size="small"
              margin="dense"
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 1 } }}
              sx={{ width: { xs: '100%', md: 260 } }}
            />
            <FiscalFilters filter={filter} onChange={setFilter} students={false} />
          </Stack>
          <Divider />
          {at === null ? (
            <Typography color="text.secondary">{t.pick}</Typography>
          ) : isFetching && !report ? (
            <LinearProgress aria-label={adminIt.loading} />
          ) : error || !report ? (
            <Alert severity="error">{ruleOr(error, t.loadError)}</Alert>
          ) : (
            <>
              <Typography variant="subtitle1" data-testid="as-of-instant">
                {t.recordedAt.replace('{at}', romeDateTime(report.asOf))}
              </Typography>
              <FiscalTotals totals={report.totals} />
              {report.rows.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }} data-testid="fiscal-empty">
                  {adminIt.fiscal.empty}
                </Typography>
              ) : (
                <FiscalTable report={report} />
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
