import { Dialog, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState, type KeyboardEvent } from 'react';
import { ui } from '../../i18n/it';
import { CountdownView, COUNTDOWN_SECONDS } from './CountdownView';
import { instructionsStorage } from './storage';
import { StepsView } from './StepsView';

export const STEP_COUNT = ui.instructions.pages.length;
const LAST = STEP_COUNT - 1;

interface Props {
  open: boolean;
  /** Called once the overlay is gone, after the countdown. */
  onClose: () => void;
}

/** The 7-step guide; closing it leaves a 5-second pointer to the menu item that reopens it. */
export function InstructionsOverlay({ open, onClose }: Props) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [firstVisit] = useState(() => !instructionsStorage.seen());
  const [phase, setPhase] = useState<'steps' | 'countdown'>('steps');
  const [step, setStep] = useState(0);
  const steps = phase === 'steps';

  useEffect(() => {
    if (open && step === LAST) instructionsStorage.markSeen();
  }, [open, step]);

  const go = (to: number) => setStep(Math.min(LAST, Math.max(0, to)));
  // Always a handler: swapping it for undefined stopped Escape from closing the countdown.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!steps) return;
    if (event.key === 'ArrowRight') go(step + 1);
    else if (event.key === 'ArrowLeft') go(step - 1);
  };
  const toCountdown = () => setPhase('countdown');

  return (
    <Dialog
      open={open}
      onClose={steps ? toCountdown : onClose}
      aria-labelledby={steps ? 'instructions-title' : 'instructions-countdown-title'}
      aria-describedby={steps ? undefined : 'instructions-countdown-text'}
      fullWidth
      maxWidth={steps ? 'sm' : 'xs'}
      fullScreen={phone && steps}
      onKeyDown={onKeyDown}
    >
      {steps ? (
        <StepsView step={step} firstVisit={firstVisit} onStep={go} onClose={toCountdown} />
      ) : (
        <CountdownView seconds={COUNTDOWN_SECONDS} onDone={onClose} />
      )}
    </Dialog>
  );
}
