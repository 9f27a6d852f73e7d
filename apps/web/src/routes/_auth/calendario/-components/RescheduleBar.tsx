import { BottomBar } from '@lavagna/web-kit';
import { Box, Button, Stack, Typography } from '@mui/material';
import { lessonWhen } from '../../../../calendar/rome';
import { ui } from '../../../../i18n/it';

interface Props {
  current: { start: string; end: string };
  next: { start: string; end: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

const Line = ({ label, value }: { label: string; value: string }) => (
  <Typography>
    <Box component="span" sx={{ fontWeight: 700 }}>{`${label}: `}</Box>
    {value}
  </Typography>
);

export function RescheduleBar({ current, next, busy, onCancel, onConfirm }: Props) {
  return (
    <BottomBar label={ui.calendar.rescheduleTitle}>
      <Stack spacing={0.5} sx={{ flexGrow: 1 }}>
        <Line label={ui.calendar.currentDate} value={lessonWhen(current.start, current.end)} />
        <Line label={ui.calendar.newDate} value={next ? lessonWhen(next.start, next.end) : ui.calendar.noNewDate} />
      </Stack>
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancel} disabled={busy}>
          {ui.common.cancel}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={!next || busy}>
          {ui.common.confirm}
        </Button>
      </Stack>
    </BottomBar>
  );
}
