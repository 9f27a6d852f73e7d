import { useId, useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { it, type BookSeriesResponse } from '@lavagna/contracts';
import { addDays, lastBookableDay, romeDay, seriesUntilProblem, type Slot } from '@lavagna/domain';
import { lessonDayAndHours, longDate, timeRange } from '@lavagna/format';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { longDate as weekdayDate } from './week';

const t = adminIt.calendar.series;

/** 'giovedì 3 dicembre, 17:00 - 18:00': a lesson's Rome day and hours. */
const when = (slot: Slot) => `${weekdayDate(romeDay(new Date(slot.start)))}, ${timeRange(slot.start, slot.end)}`;

interface SeriesDialogProps {
  studentId: string;
  studentName: string;
  /** The one lesson picked: the series' first. */
  first: Slot;
  paymentDay: number;
  now: Date;
  onClose: () => void;
  /** After the answer was read: the calendar reloads. */
  onBooked: () => void;
}

/**
 * The teacher books the picked lesson for a student every week up to a chosen day within the
 * horizon; then says how many lessons were booked and names each skipped week with its reason.
 */
export const SeriesDialog = ({ studentId, studentName, first, paymentDay, now, onClose, onBooked }: SeriesDialogProps) => {
  const id = useId();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const last = lastBookableDay(now);
  const [until, setUntil] = useState(() => [addDays(romeDay(new Date(first.start)), 28), last].sort()[0]!);
  const book = useMutation({ mutationFn: () => dataProvider.bookSeries(studentId, first.start, first.end, until) });
  const problem = seriesUntilProblem(first, until, now);
  const result: BookSeriesResponse | undefined = book.data;

  if (result) {
    const none = result.events.length === 0;
    return (
      <Dialog open onClose={onBooked} aria-labelledby={`${id}-done`} maxWidth="sm" fullWidth>
        <DialogTitle id={`${id}-done`}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {!none && <CheckCircleIcon color="success" aria-hidden />}
            <span>{t.booked(result.events.length)}</span>
          </Stack>
        </DialogTitle>
        <DialogContent>
          {result.skipped.length > 0 && (
            <>
              <DialogContentText>{none ? t.failed : t.skipped}</DialogContentText>
              <List dense>
                {result.skipped.map((s) => (
                  <ListItem key={s.start} disableGutters>
                    <ListItemText primary={when(s)} secondary={s.message} />
                  </ListItem>
                ))}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onBooked} autoFocus>
            {adminIt.calendar.close}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <DialogTitle id={`${id}-title`}>{t.title}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t.help(studentName, lessonDayAndHours(first.start, first.end), paymentDay)}</DialogContentText>
        <TextField
          type="date"
          label={t.until}
          value={until}
          onChange={(e) => setUntil(e.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: romeDay(new Date(first.start)), max: last } }}
          error={problem !== null}
          helperText={t.untilHelp(longDate(last))}
          fullWidth
          sx={{ mt: 1 }}
        />
        {book.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {ruleOr(book.error, it.calendar.saveError)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={book.isPending}>
          {adminIt.calendar.cancel}
        </Button>
        <Button variant="contained" onClick={() => book.mutate()} disabled={problem !== null || book.isPending}>
          {t.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
