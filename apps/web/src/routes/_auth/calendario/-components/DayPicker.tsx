import { TextField } from '@mui/material';
import { useState } from 'react';
import { ui } from '../../../../i18n/it';
import { dayLabel } from '../../../../calendar/rome';

interface Props {
  /** The first day shown (yyyy-MM-dd). */
  value: string;
  min: string;
  max: string;
  onJump: (day: string) => void;
}

/**
 * 'Vai al giorno': the browser's own date field (its calendar, its keys, the page's language),
 * limited to the bookable days; a day outside them is said, not followed.
 */
export function DayPicker({ value, min, max, onJump }: Props) {
  const [outside, setOutside] = useState(false);
  return (
    <TextField
      type="date"
      size="small"
      label={ui.calendar.goToDay}
      value={value}
      onChange={(e) => {
        const day = e.target.value;
        if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
        const inside = day >= min && day <= max;
        setOutside(!inside);
        if (inside) onJump(day);
      }}
      error={outside}
      helperText={outside ? ui.calendar.dayOutside(dayLabel(min), dayLabel(max)) : undefined}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { min, max } }}
      sx={{ width: 165 }}
    />
  );
}
