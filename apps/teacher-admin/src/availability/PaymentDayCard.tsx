import { useState } from 'react';
import { Button, Card, CardContent, CardHeader, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { it, type AvailabilityResponse } from '@lavagna/contracts';
import { PAYMENT_DAY_RANGE } from '@lavagna/domain';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { availabilityQuery } from '../calendar/queries';

const t = adminIt.availability.paymentDay;
const DAYS = Array.from({ length: PAYMENT_DAY_RANGE.max - PAYMENT_DAY_RANGE.min + 1 }, (_, i) => PAYMENT_DAY_RANGE.min + i);

/** The day of the month from which students pay next month's lessons in one payment. */
export const PaymentDayCard = ({ saved }: { saved: number }) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [day, setDay] = useState(saved);
  const { mutate, isPending } = useMutation({
    mutationFn: (paymentDay: number) => dataProvider.setPaymentDay(paymentDay),
    onSuccess: (answer: AvailabilityResponse) => {
      queryClient.setQueryData(availabilityQuery(dataProvider).queryKey, answer);
      notify(it.availability.saved, { type: 'success' });
    },
    onError: (error) => notify(ruleOr(error, it.http.serverError), { type: 'error' }),
  });
  return (
    <Card sx={{ mb: 4, maxWidth: 760 }}>
      <CardHeader title={t.title} slotProps={{ title: { variant: 'h6', component: 'h2' } }} />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {t.explain(day)}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <TextField select size="small" label={t.label} value={day} onChange={(e) => setDay(Number(e.target.value))} sx={{ width: 240, maxWidth: '100%' }}>
            {DAYS.map((d) => (
              <MenuItem key={d} value={d}>
                {t.option(d)}
              </MenuItem>
            ))}
          </TextField>
          <Button variant="contained" aria-label={t.save} onClick={() => mutate(day)} disabled={isPending || day === saved}>
            {adminIt.availability.save}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
