import type { CalendarEvent } from '@lavagna/contracts';
import { formatHours, romeDateTime, timeRange } from '@lavagna/format';
import EventIcon from '@mui/icons-material/Event';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Collapse, Stack, Typography } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { lessonHours } from '../../calendar/lessons';
import { longDayLabel, romeDay } from '../../calendar/rome';
import { ui } from '../../i18n/it';

export type LessonStatus = { label: string; color: 'success' | 'warning' | 'default' };

interface Props {
  lesson: CalendarEvent;
  status: LessonStatus;
  warning?: string;
  actions?: ReactNode;
}

const Detail = ({ label, value }: { label: string; value: string | null | undefined }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, columnGap: 2 }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
      {value || ui.lessons.missing}
    </Typography>
  </Box>
);

/** A lesson: day, time, length and status, with actions and the booking and payment detail on request. */
export function LessonCard({ lesson, status, warning, actions }: Props) {
  const [open, setOpen] = useState(false);
  const detailId = useId();
  const day = longDayLabel(romeDay(lesson.start));
  return (
    <Card component="article" aria-label={`${day}, ${timeRange(lesson.start, lesson.end)}`}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <EventIcon color="primary" sx={{ mt: 0.5 }} aria-hidden />
          <Box sx={{ flexGrow: 1 }}>
            <Typography variant="h3" component="h3">
              {day}
            </Typography>
            <Typography color="text.secondary">{`${timeRange(lesson.start, lesson.end)} · ${formatHours(lessonHours(lesson))}`}</Typography>
          </Box>
          <Chip label={status.label} color={status.color} size="small" sx={{ fontWeight: 700 }} />
        </Stack>
        {warning && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {warning}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {actions}
        <Box sx={{ flexGrow: 1 }} />
        <Button
          size="small"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={detailId}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        >
          {open ? ui.lessons.hideDetails : ui.lessons.details}
        </Button>
      </CardActions>
      <Collapse in={open} id={detailId}>
        <Box component="dl" sx={{ px: 2, pb: 2, m: 0, display: 'grid', gap: 1 }}>
          <Detail label={ui.lessons.bookingDate} value={lesson.bookingCreation?.date && romeDateTime(lesson.bookingCreation.date)} />
          <Detail label={ui.lessons.paymentDate} value={lesson.payment?.date && romeDateTime(lesson.payment.date)} />
          <Detail label={ui.lessons.transaction} value={lesson.payment?.paymentId} />
        </Box>
      </Collapse>
    </Card>
  );
}
