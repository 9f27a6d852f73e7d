import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it, type Availability, type AvailabilityResponse } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { availabilityQuery } from '../calendar/queries';
import { AvailabilityRow } from './AvailabilityRow';
import { PaymentDayCard } from './PaymentDayCard';
import { availabilityErrors, normalise } from './availabilityForm';

const t = adminIt.availability;

/** /teacher-availabilities: the weekly hours, Monday to Sunday, with view / edit / save / cancel; then the monthly payment day. */
export const AvailabilityPage = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const availability = availabilityQuery(dataProvider);
  const { data, isPending, isError } = useQuery(availability);
  const [draft, setDraft] = useState<Availability | null>(null);
  const [errors, setErrors] = useState<(string | null)[]>([]);
  const { mutate, isPending: saving } = useMutation({
    mutationFn: (availability: Availability) => dataProvider.setAvailability(availability),
    onSuccess: (saved: AvailabilityResponse) => {
      queryClient.setQueryData(availability.queryKey, saved);
      setDraft(null);
      notify(it.availability.saved, { type: 'success' });
    },
    onError: (error) => notify(ruleOr(error, it.http.serverError), { type: 'error' }),
  });

  const rows = draft ?? normalise(data?.availability);
  const editing = draft !== null;

  const change = (weekday: number, pair: [number, number]) => {
    setDraft(rows.map((p, i) => (i === weekday ? pair : p)));
    setErrors((current) => current.map((e, i) => (i === weekday ? null : e)));
  };
  const cancel = () => {
    setDraft(null);
    setErrors([]);
  };
  const save = () => {
    const found = availabilityErrors(rows);
    setErrors(found);
    const first = found.find(Boolean);
    if (first) notify(first, { type: 'error' });
    else mutate(rows);
  };

  return (
    <>
      <Card sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
        <Title title={t.title} />
        <CardHeader title={t.title} subheader={t.intro} slotProps={{ title: { variant: 'h6', component: 'h1' } }} />
        <CardContent>
          {isPending && <CircularProgress aria-label={t.title} />}
          {isError && <Alert severity="error">{it.calendar.availabilityLoadError}</Alert>}
          {data && (
            <Table size="small" aria-label={t.title}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.day}</TableCell>
                  {editing ? (
                    <>
                      <TableCell>{t.start}</TableCell>
                      <TableCell>{t.end}</TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={2}>{t.hours}</TableCell>
                  )}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((pair, weekday) => (
                  <AvailabilityRow
                    key={weekday}
                    weekday={weekday}
                    pair={pair}
                    editing={editing}
                    error={errors[weekday] ?? null}
                    onChange={(p) => change(weekday, p)}
                  />
                ))}
              </TableBody>
            </Table>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
            {editing ? (
              <>
                <Button key="save" variant="contained" onClick={save} disabled={saving}>
                  {t.save}
                </Button>
                <Button key="cancel" onClick={cancel} disabled={saving}>
                  {t.cancel}
                </Button>
              </>
            ) : (
              <Button key="edit" variant="outlined" onClick={() => setDraft(rows)} disabled={!data}>
                {t.edit}
              </Button>
            )}
          </Stack>
        </CardContent>
      </Card>
      {data && <PaymentDayCard key={data.paymentDay} saved={data.paymentDay} />}
    </>
  );
};
