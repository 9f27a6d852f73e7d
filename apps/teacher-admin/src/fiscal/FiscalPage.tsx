import { Alert, Card, CardContent, Divider, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, usePermissions } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { fiscalReportQuery } from './api';
import { DownloadCsvButton } from './DownloadCsvButton';
import { FiscalChart } from './FiscalChart';
import { FiscalFilters } from './FiscalFilters';
import { FiscalTable } from './FiscalTable';
import { FiscalTotals } from './FiscalTotals';
import { useFiscalFilter } from './useFiscalFilter';

const t = adminIt.fiscal;

/** /teacher-fisca-linfo: the payments of a month or year, their totals, a chart per month and the CSV. */
export const FiscalPage = () => {
  const { filter, setFilter } = useFiscalFilter();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { data: report, isPending, error } = useQuery(fiscalReportQuery(dataProvider, filter));
  const { permissions } = usePermissions();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.title} />
      <CardContent>
        <Stack spacing={3}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ justifyContent: 'space-between', flexWrap: 'wrap' }}>
            <Typography variant="h5" component="h1">
              {t.title}
            </Typography>
            <DownloadCsvButton filter={filter} />
          </Stack>
          <FiscalFilters filter={filter} onChange={setFilter} students={permissions !== 'accountant'} />
          <Divider />
          {isPending ? (
            <LinearProgress aria-label={t.loading} />
          ) : error || !report ? (
            <Alert severity="error">{ruleOr(error, t.loadError)}</Alert>
          ) : (
            <>
              <FiscalTotals totals={report.totals} />
              {report.rows.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 2 }} data-testid="fiscal-empty">
                  {t.empty}
                </Typography>
              ) : (
                <FiscalTable report={report} />
              )}
              <FiscalChart report={report} />
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
