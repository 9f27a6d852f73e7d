import { Button, DialogActions, DialogContent, DialogContentText, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ui } from '../../i18n/it';
import { MenuHint } from './illustrations/MenuHint';

export const COUNTDOWN_SECONDS = 5;

const t = ui.instructions;

/** Where to find the instructions again; it closes by itself after `seconds`. */
export function CountdownView({ seconds, onDone }: { seconds: number; onDone: () => void }) {
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const timer = window.setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  useEffect(() => {
    if (left === 0) onDone();
    // Not watching onDone: the owner's new callback after closing must not close it twice.
  }, [left]);

  return (
    <>
      <DialogTitle id="instructions-countdown-title">{t.countdownTitle}</DialogTitle>
      <DialogContent>
        <MenuHint />
        <DialogContentText id="instructions-countdown-text" sx={{ mt: 2 }}>
          {t.menuHint}
        </DialogContentText>
        <Typography role="timer" aria-live="off" variant="body2" color="text.secondary" sx={{ mt: 2, mb: 1 }}>
          {t.closesIn(left)}
        </Typography>
        <LinearProgress variant="determinate" value={(left / seconds) * 100} aria-hidden />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t.gotIt}
        </Button>
      </DialogActions>
    </>
  );
}
