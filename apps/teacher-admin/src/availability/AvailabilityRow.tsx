import { FormHelperText, MenuItem, Select, TableCell, TableRow, Typography } from '@mui/material';
import { DAY_NAMES } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { dayText, optionLabel, REST, TIME_OPTIONS } from './availabilityForm';

const t = adminIt.availability;
const OPTIONS = [REST, ...TIME_OPTIONS];

interface TimeSelectProps {
  label: string;
  value: number;
  onChange: (value: number) => void;
  invalid: boolean;
}

const TimeSelect = ({ label, value, onChange, invalid }: TimeSelectProps) => (
  <Select
    size="small"
    value={value}
    error={invalid}
    onChange={(e) => onChange(Number(e.target.value))}
    inputProps={{ 'aria-label': label }}
    sx={{ minWidth: 120 }}
    MenuProps={{ slotProps: { paper: { sx: { maxHeight: 320 } } } }}
  >
    {OPTIONS.map((minutes) => (
      <MenuItem key={minutes} value={minutes}>
        {optionLabel(minutes)}
      </MenuItem>
    ))}
  </Select>
);

interface AvailabilityRowProps {
  weekday: number;
  pair: [number, number];
  editing: boolean;
  error: string | null;
  onChange: (pair: [number, number]) => void;
}

/** One weekday: its hours, or two selects while editing. */
export const AvailabilityRow = ({ weekday, pair, editing, error, onChange }: AvailabilityRowProps) => {
  const day = DAY_NAMES[weekday]!;
  const [start, end] = pair;
  const cell = error ? { borderBottom: 0 } : {};
  return (
    <>
      <TableRow data-testid={`availability-${weekday}`}>
        <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: 140, ...cell }}>
          {day}
        </TableCell>
        {editing ? (
          <>
            <TableCell sx={cell}>
              <TimeSelect
                label={`${t.start} ${day}`}
                value={start}
                invalid={!!error}
                onChange={(v) => onChange([v, end])}
              />
            </TableCell>
            <TableCell sx={cell}>
              <TimeSelect
                label={`${t.end} ${day}`}
                value={end}
                invalid={!!error}
                onChange={(v) => onChange([start, v])}
              />
            </TableCell>
          </>
        ) : (
          <TableCell colSpan={2}>
            <Typography color={start === REST && end === REST ? 'text.secondary' : 'text.primary'}>
              {dayText(pair)}
            </Typography>
          </TableCell>
        )}
      </TableRow>
      {editing && error && (
        <TableRow>
          <TableCell colSpan={3} sx={{ pt: 0 }}>
            <FormHelperText error>{error}</FormHelperText>
          </TableCell>
        </TableRow>
      )}
    </>
  );
};
