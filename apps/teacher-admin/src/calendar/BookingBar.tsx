import { Button, IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { timeRange } from '@lavagna/format';
import { STEP } from '@lavagna/domain';
import { pickSlot, type Pick } from '@lavagna/week-calendar';
import { adminIt } from '../i18n/it';
import { longDate } from './week';

const t = adminIt.calendar;
const step = { size: 'small', variant: 'outlined', sx: { textTransform: 'none' } } as const;

interface BookingBarProps {
  studentName: string;
  selections: Pick[];
  busy: boolean;
  canExtend: (index: number) => boolean;
  canShorten: (index: number) => boolean;
  onExtend: (index: number) => void;
  onShorten: (index: number) => void;
  onRemove: (index: number) => void;
  onCancel: () => void;
  onConfirm: () => void;
  /** 'Ogni settimana': offered when one lesson is picked. */
  onWeekly: () => void;
}

/** The lessons being prepared for a student: date and time, ± 30 minutes, Annulla, 'Ogni settimana' for one lesson, and Conferma. */
export const BookingBar = (p: BookingBarProps) => (
  <Stack spacing={1} sx={{ flexGrow: 1 }}>
    <Typography variant="h6" component="h2">
      {t.toBook.replace('{student}', p.studentName)}
    </Typography>
    <List dense disablePadding>
      {p.selections.map((slot, i) => {
        const { start, end } = pickSlot(slot);
        return (
          <ListItem
            key={`${slot.day}-${slot.row}`}
            disableGutters
            data-testid={`booking-${i}`}
            sx={{ flexWrap: 'wrap', gap: 1 }}
          >
            <ListItemText
              primary={longDate(slot.day)}
              secondary={`${timeRange(start, end)} (${slot.rows * STEP} min)`}
              sx={{ flex: '1 1 200px' }}
            />
            <Button {...step} onClick={() => p.onShorten(i)} disabled={!p.canShorten(i) || p.busy}>
              {t.minus30}
            </Button>
            <Button {...step} onClick={() => p.onExtend(i)} disabled={!p.canExtend(i) || p.busy}>
              {t.plus30}
            </Button>
            <IconButton aria-label={t.remove} size="small" onClick={() => p.onRemove(i)} disabled={p.busy}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </ListItem>
        );
      })}
    </List>
    <Stack direction="row" spacing={1}>
      <Button onClick={p.onCancel} disabled={p.busy}>
        {t.cancel}
      </Button>
      {p.selections.length === 1 && (
        <Button variant="outlined" startIcon={<EventRepeatIcon />} onClick={p.onWeekly} disabled={p.busy}>
          {t.series.weekly}
        </Button>
      )}
      <Button variant="contained" onClick={p.onConfirm} disabled={p.busy}>
        {t.confirm}
      </Button>
    </Stack>
  </Stack>
);
