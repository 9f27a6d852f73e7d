import { it } from '@lavagna/contracts';
import { addDays, lastBookableDay, paymentDayOf, romeDay, seriesUntilProblem, type Slot } from '@lavagna/domain';
import { lessonDayAndHours, longDate } from '@lavagna/format';
import { commonIt, ruleOr } from '@lavagna/web-kit';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { seriesStore } from '../../../../calendar/handoff';
import { availabilityQueryOptions, useBookSeries } from '../../../../queries/calendar';
import { ui } from '../../../../i18n/it';

interface Props {
  /** The one lesson picked: the series' first. */
  first: Slot;
  teacherId: string;
  now: Date;
  onClose: () => void;
}

/**
 * 'Ogni settimana': the picked lesson repeated every week up to a chosen day within the horizon.
 * Once booked the student goes to 'Gestisci le tue lezioni', which says how many lessons were
 * booked and which weeks were skipped and why; the lessons are paid there, month by month.
 */
export function WeeklyDialog({ first, teacherId, now, onClose }: Props) {
  const id = useId();
  const navigate = useNavigate();
  const book = useBookSeries();
  // The calendar has read the teacher's week, and with it the payment day.
  const paymentDay = paymentDayOf(useQuery(availabilityQueryOptions(teacherId)).data?.paymentDay);
  const last = lastBookableDay(now);
  const [until, setUntil] = useState(() => [addDays(romeDay(new Date(first.start)), 28), last].sort()[0]!);
  const [error, setError] = useState<string | null>(null);
  const problem = seriesUntilProblem(first, until, now);

  // Booking frees the pick, and this dialog lives with the picks: what follows must not need it mounted.
  const submit = () => {
    setError(null);
    book.mutateAsync({ start: first.start, end: first.end, until }).then(
      (result) => {
        seriesStore.save({ count: result.events.length, skipped: result.skipped.map(({ start, end, message }) => ({ start, end, message })) });
        void navigate({ to: '/gestisci-le-tue-lezioni', search: { origin: 'weekly-series' } });
      },
      (failure: unknown) => setError(ruleOr(failure, it.calendar.saveError)),
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{commonIt.series.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{ui.calendar.weeklyHelp(lessonDayAndHours(first.start, first.end), paymentDay)}</DialogContentText>
        <TextField
          type="date"
          label={commonIt.series.until}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: romeDay(new Date(first.start)), max: last } }}
          error={problem !== null}
          helperText={commonIt.series.untilHelp(longDate(last))}
          fullWidth
        />
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{ui.common.cancel}</Button>
        <Button variant="contained" onClick={submit} disabled={problem !== null || book.isPending}>
          {commonIt.series.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
