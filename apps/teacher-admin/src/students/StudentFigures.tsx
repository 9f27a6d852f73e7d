import { Alert, Box, Paper, Skeleton, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { it, type StudentRow } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import { formatEuro, formatHours } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { studentOverviewQuery } from './queries';

const t = adminIt.students.figures;

const Figure = ({ label, value, testId }: { label: string; value: string | null; testId: string }) => (
  <Box sx={{ minWidth: 140 }}>
    <Typography component="dt" variant="body2" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" variant="h6" sx={{ m: 0 }} data-testid={testId}>
      {value ?? <Skeleton width={60} />}
    </Typography>
  </Box>
);

/**
 * The student's figures: lessons completed, hours, review, hourly rate, total paid.
 * Rate and review are the student's own data (fresh after an edit); the rest comes from the overview.
 */
export const StudentFigures = () => {
  const record = useRecordContext<StudentRow>();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { data, error } = useQuery({ ...studentOverviewQuery(dataProvider, record?.id ?? ''), enabled: Boolean(record) });
  if (!record) return null;
  const reviewSent = data?.reviewSent ?? record.reviewSent;
  // skeletons while loading, a dash when the overview could not be read
  const missing = error ? '—' : null;
  return (
    <Paper variant="outlined" component="section" aria-label={t.title} sx={{ p: 2, mx: 2, mt: 2 }}>
      <Box component="dl" sx={{ m: 0, display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 2 }}>
        <Figure label={t.lessonsCompleted} value={data ? String(data.lessonsCompleted) : missing} testId="figure-lessons" />
        <Figure label={t.totalHours} value={data ? formatHours(data.totalHours) : missing} testId="figure-hours" />
        <Figure label={t.reviewSent} value={reviewSent ? t.yes : t.no} testId="figure-review" />
        <Figure label={t.hourlyRate} value={formatEuro(euroToCents(record.hourlyRate ?? data?.hourlyRate ?? 0))} testId="figure-rate" />
        <Figure label={t.totalPaid} value={data ? formatEuro(euroToCents(data.totalPaid)) : missing} testId="figure-paid" />
      </Box>
      {error && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {it.account.studentInfoError}
        </Alert>
      )}
    </Paper>
  );
};
