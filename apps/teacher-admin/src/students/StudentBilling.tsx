import { Alert, Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { StudentRow } from '@lavagna/contracts';
import { DetailRow } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { studentBillingQuery } from './queries';

const t = adminIt.billing;
const FIELDS = ['nome', 'cognome', 'codiceFiscale', 'indirizzo', 'cap', 'comune', 'provincia'] as const;

/** The data the student's invoices are made out to, as the payer gave it; or why there is none. */
export const StudentBilling = () => {
  const record = useRecordContext<StudentRow>();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { isPending, error, data } = useQuery({ ...studentBillingQuery(dataProvider, record?.id ?? ''), enabled: Boolean(record) });
  return (
    <Card variant="outlined" component="section" aria-labelledby="student-billing" sx={{ mb: 2 }}>
      <CardContent>
        <Typography id="student-billing" variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
          {t.title}
        </Typography>
        {isPending ? (
          <LinearProgress aria-label={adminIt.loading} />
        ) : error ? (
          <Alert severity="error">{t.loadError}</Alert>
        ) : !data ? (
          <Typography color="text.secondary">{t.none}</Typography>
        ) : (
          <Box component="dl" sx={{ m: 0, display: 'grid', gap: 0.5 }}>
            {FIELDS.map((field) => (
              <DetailRow key={field} label={t[field]}>
                {data[field]}
              </DetailRow>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};
