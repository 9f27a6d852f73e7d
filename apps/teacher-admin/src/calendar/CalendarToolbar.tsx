import { Button, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { adminIt } from '../i18n/it';

const t = adminIt.calendar;

interface CalendarToolbarProps {
  header: string;
  canGoBack: boolean;
  canGoOn: boolean;
  onToday: () => void;
  onBack: () => void;
  onOn: () => void;
}

/** Month and year of the days shown, Oggi and the arrows. */
export const CalendarToolbar = ({ header, canGoBack, canGoOn, onToday, onBack, onOn }: CalendarToolbarProps) => (
  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
    <Button variant="outlined" size="small" onClick={onToday}>
      {t.today}
    </Button>
    <IconButton aria-label={t.previous} onClick={onBack} disabled={!canGoBack}>
      <ChevronLeftIcon />
    </IconButton>
    <IconButton aria-label={t.next} onClick={onOn} disabled={!canGoOn}>
      <ChevronRightIcon />
    </IconButton>
    <Typography variant="h6" component="h2" data-testid="month-year">
      {header}
    </Typography>
  </Stack>
);
