import type { ReactNode } from 'react';
import { Alert, Box, Button, Chip, IconButton, Stack, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import type { CalendarEvent } from '@lavagna/contracts';
import { pickSlot, TONES, type Pick } from '@lavagna/week-calendar';
import { longDate as formatLongDate, romeDateTime, timeRange } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import { longDate } from './week';
import { romeDay } from './rome';
import { canMarkPaid, lessonTitle, offersChange, statusLabel, toneOf } from './status';

const t = adminIt.calendar;

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box>
    <Typography variant="caption" color="text.secondary" component="div">
      {label}
    </Typography>
    <Typography component="div">{children}</Typography>
  </Box>
);

interface LessonBarProps {
  lesson: CalendarEvent;
  now: Date;
  moving: boolean;
  target: Pick | null;
  busy: boolean;
  /** Opened by the keyboard: the focus goes to its first action. */
  autoFocus?: boolean;
  onClose: () => void;
  onMove: () => void;
  onCancelLesson: () => void;
  /** Offered for a lesson of a weekly series. */
  onCancelSeries: () => void;
  onMarkPaid: () => void;
  onCancelMove: () => void;
  onConfirmMove: () => void;
}

/** The chosen lesson: date, time, status and booking date; move, cancel and mark paid for future lessons. */
export const LessonBar = (p: LessonBarProps) => {
  const { lesson, now, moving, target } = p;
  const tone = TONES[toneOf(lesson)];
  const proposed = target && pickSlot(target);
  return (
    <Stack spacing={1.5} sx={{ flexGrow: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h6" component="h2">
          {lessonTitle(lesson)}
        </Typography>
        {!moving && (
          <IconButton aria-label={t.close} onClick={p.onClose} size="small" autoFocus={p.autoFocus && !offersChange(lesson, now)}>
            <CloseIcon />
          </IconButton>
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 4 }}>
        <Detail label={t.date}>{longDate(romeDay(new Date(lesson.start)))}</Detail>
        <Detail label={t.time}>{timeRange(lesson.start, lesson.end)}</Detail>
        <Detail label={t.status}>
          <Chip size="small" label={statusLabel(lesson, now)} sx={{ bgcolor: tone.bg, color: tone.fg }} />
        </Detail>
        <Detail label={t.bookingDate}>
          {lesson.bookingCreation ? romeDateTime(lesson.bookingCreation.date) : '-'}
        </Detail>
        {lesson.seriesUntil && <Detail label={t.series.label}>{t.series.repeatsUntil(formatLongDate(lesson.seriesUntil))}</Detail>}
      </Stack>
      {moving ? (
        <>
          <Alert severity="info" icon={false}>
            {proposed ? `${t.newTime}: ${longDate(target.day)}, ${timeRange(proposed.start, proposed.end)}` : t.pickNewSlot}
          </Alert>
          <Stack direction="row" spacing={1}>
            <Button onClick={p.onCancelMove} disabled={p.busy}>
              {t.cancel}
            </Button>
            <Button variant="contained" onClick={p.onConfirmMove} disabled={!target || p.busy}>
              {t.confirm}
            </Button>
          </Stack>
        </>
      ) : (
        offersChange(lesson, now) && (
          <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={p.onMove} disabled={p.busy} autoFocus={p.autoFocus}>
              {t.move}
            </Button>
            <Button variant="outlined" color="error" onClick={p.onCancelLesson} disabled={p.busy}>
              {t.cancelLesson}
            </Button>
            {lesson.seriesUntil && (
              <Button variant="outlined" color="error" onClick={p.onCancelSeries} disabled={p.busy}>
                {t.series.cancel}
              </Button>
            )}
            {canMarkPaid(lesson, now) && (
              <Button variant="outlined" color="success" onClick={p.onMarkPaid} disabled={p.busy}>
                {t.markPaid}
              </Button>
            )}
          </Stack>
        )
      )}
    </Stack>
  );
};
