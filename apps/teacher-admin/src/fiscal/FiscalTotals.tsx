import { Paper, Stack, Typography } from '@mui/material';
import type { FiscalReportView } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import { formatGroupedEuro } from '@lavagna/format';
import { adminIt } from '../i18n/it';

const t = adminIt.fiscal;

const Total = ({ label, value, testId }: { label: string; value: number; testId: string }) => (
  <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 160 }}>
    <Typography variant="body2" color="text.secondary" id={`${testId}-label`}>
      {label}
    </Typography>
    <Typography variant="h5" component="p" aria-labelledby={`${testId}-label`} data-testid={testId}>
      {formatGroupedEuro(euroToCents(value))}
    </Typography>
  </Paper>
);

/** Gross, VAT and net of the period, as the CSV's closing line has them. */
export const FiscalTotals = ({ totals }: { totals: FiscalReportView['totals'] }) => (
  // The figures wrap when the sidebar leaves too little room for them side by side (200% zoom).
  <Stack component="section" aria-label={t.totals} direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
    <Total label={t.totalGross} value={totals.gross} testId="fiscal-total-gross" />
    <Total label={t.totalVat} value={totals.vat} testId="fiscal-total-vat" />
    <Total label={t.totalNet} value={totals.net} testId="fiscal-total-net" />
    {(totals.bollo ?? 0) > 0 && <Total label={t.totalBollo} value={totals.bollo ?? 0} testId="fiscal-total-bollo" />}
  </Stack>
);
