import type { CalendarEvent } from '@lavagna/contracts';
import { Alert, AlertTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { holdsStore, lapsedText, type SeenHold } from '../../calendar/holds';
import { ui } from '../../i18n/it';

/**
 * Says why lessons held for payment are gone when their hold ran out (the server freed them), so
 * they do not vanish in silence. `lessons`: all the student's lessons as last read.
 */
export function LapsedHoldsNotice({ lessons }: { lessons: CalendarEvent[] | undefined }) {
  const [lapsed, setLapsed] = useState<SeenHold[]>([]);
  useEffect(() => {
    if (lessons) setLapsed(holdsStore.follow(lessons, new Date()));
  }, [lessons]);

  if (lapsed.length === 0) return null;
  const close = () => {
    holdsStore.dismiss();
    setLapsed([]);
  };
  return (
    <Alert severity="warning" onClose={close} closeText={ui.common.close}>
      <AlertTitle>{ui.lessons.lapsedTitle}</AlertTitle>
      {lapsed.map((hold) => (
        <div key={hold.id}>{lapsedText(hold)}</div>
      ))}
    </Alert>
  );
}
