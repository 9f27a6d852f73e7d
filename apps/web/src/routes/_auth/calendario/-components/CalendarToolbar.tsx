import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import ClearAllIcon from '@mui/icons-material/ClearAll';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { Button, IconButton, Stack, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { ui } from '../../../../i18n/it';
import { DayPicker } from './DayPicker';

interface Props {
  title: string;
  canGoBack: boolean;
  canGoNext: boolean;
  hasPicks: boolean;
  /** The first day shown, and the bookable days the picker offers (yyyy-MM-dd). */
  shownDay: string;
  firstDay: string;
  lastDay: string;
  onToday: () => void;
  onPrevious: () => void;
  onNext: () => void;
  onJump: (day: string) => void;
  onClear: () => void;
  onHelp: () => void;
}

/**
 * Oggi, the arrows, a day picker over the bookable days, the month, and the two actions. On a
 * phone the actions are icons (their names unchanged) and the month a smaller line, so the grid
 * starts within the first screen.
 */
export function CalendarToolbar(props: Props) {
  const { title, canGoBack, canGoNext, hasPicks, shownDay, firstDay, lastDay, onToday, onPrevious, onNext, onJump, onClear, onHelp } = props;
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Stack direction="row" alignItems="center" sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: { xs: 0.5, sm: 1 } }}>
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
      <DayPicker value={shownDay} min={firstDay} max={lastDay} onJump={onJump} />
      <Typography variant="h3" component="h2" aria-live="polite" sx={{ flexGrow: 1, minWidth: { xs: 0, sm: 150 }, fontSize: { xs: '1rem', sm: undefined } }}>
        {title}
      </Typography>
      {phone ? (
        <Stack direction="row">
          <Tooltip title={ui.calendar.clearSelections}>
            <span>
              <IconButton aria-label={ui.calendar.clearSelections} color="error" onClick={onClear} disabled={!hasPicks}>
                <ClearAllIcon />
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={ui.calendar.howItWorks}>
            <IconButton aria-label={ui.calendar.howItWorks} onClick={onHelp}>
              <InfoOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ) : (
        <>
          <Button size="small" color="error" onClick={onClear} disabled={!hasPicks}>
            {ui.calendar.clearSelections}
          </Button>
          <Button size="small" startIcon={<InfoOutlinedIcon />} onClick={onHelp}>
            {ui.calendar.howItWorks}
          </Button>
        </>
      )}
    </Stack>
  );
}
