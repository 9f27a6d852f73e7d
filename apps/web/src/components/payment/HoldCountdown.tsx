import { Alert, Box } from '@mui/material';
import { visuallyHiddenSx } from '../VisuallyHidden';
import { useEffect, useState } from 'react';
import { ui } from '../../i18n/it';

/** 'mm:ss' of a number of milliseconds. */
export const mmss = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** The minutes left that are said to a screen reader, once each: the countdown itself is silent. */
export const SPOKEN_MINUTES = [5, 1] as const;

/** What the polite live region says with `ms` left: the last spoken mark passed, if any. */
export const spokenWarning = (ms: number): string | null => {
  const mark = [...SPOKEN_MINUTES].reverse().find((minutes) => ms > 0 && ms <= minutes * 60_000);
  return mark ? ui.payment.heldForMinutes(mark) : null;
};

/**
 * 'La prenotazione è riservata per mm:ss', counting down to the end of the payment hold. The
 * seconds are a silent timer (aria-live off); a polite live region says only 5 and 1 minute left,
 * and the end.
 */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Date.parse(expiresAt) - now;
  const spoken = left <= 0 ? ui.payment.expired : spokenWarning(left);

  return (
    <>
      <Box sx={visuallyHiddenSx} aria-live="polite" aria-atomic="true">
        {spoken}
      </Box>
      {left <= 0 ? (
        <Alert severity="warning">{ui.payment.expired}</Alert>
      ) : (
        <Alert severity="info" role="timer" aria-live="off">
          {ui.payment.heldFor(mmss(left))}
        </Alert>
      )}
    </>
  );
}
