import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Button, IconButton, Stack, Tooltip, Typography } from '@mui/material';
import { ui } from '../../../../i18n/it';

interface Props {
  title: string;
  canGoBack: boolean;
  canGoNext: boolean;
  hasPicks: boolean;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onClear: () => void;
  onHelp: () => void;
}

export function CalendarToolbar(props: Props) {
  const { title, canGoBack, canGoNext, hasPicks, onToday, onPrevious, onNext, onClear, onHelp } = props;
  return (
    <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Stack direction="row" alignItems="center" spacing={0.5}>
        <Button variant="outlined" size="small" onClick={onToday} disabled={!canGoBack}>
          {ui.calendar.today}
        </Button>
        <Tooltip title={ui.calendar.previous}>
          <span>
            <IconButton aria-label={ui.calendar.previous} onClick={onPrevious} disabled={!canGoBack}>
              <ChevronLeftIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={ui.calendar.next}>
          <span>
            <IconButton aria-label={ui.calendar.next} onClick={onNext} disabled={!canGoNext}>
              <ChevronRightIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Typography variant="h3" component="h2" aria-live="polite" sx={{ flexGrow: 1, minWidth: 150 }}>
        {title}
      </Typography>
      <Button size="small" color="error" onClick={onClear} disabled={!hasPicks}>
        {ui.calendar.clearSelections}
      </Button>
      <Button size="small" startIcon={<InfoOutlinedIcon />} onClick={onHelp}>
        {ui.calendar.howItWorks}
      </Button>
    </Stack>
  );
}
