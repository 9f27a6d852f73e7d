import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { ui } from '../../i18n/it';

/** 'mm:ss' of a number of milliseconds. */
export const mmss = (ms: number): string => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
};

/** 'La prenotazione è riservata per mm:ss', counting down to the end of the payment hold. */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const left = Date.parse(expiresAt) - now;

  if (left <= 0) return <Alert severity="warning">{ui.payment.expired}</Alert>;
  return (
    <Alert severity="info" role="timer" aria-live="off">
      {ui.payment.heldFor(mmss(left))}
    </Alert>
  );
}
