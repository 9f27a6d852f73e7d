import { it, type CalendarEvent } from '@lavagna/contracts';
import { pickSlot, type Pick } from '@lavagna/week-calendar';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ruleOr } from '@lavagna/web-kit';
import { movedStore, rescheduleStore } from '../../../../calendar/handoff';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/toast/useToast';
import { useMoveLesson } from '../../../../queries/calendar';
import { RescheduleBar } from './RescheduleBar';

/** Current and new time of the lesson being moved, Annulla and Conferma (PUT, then back to the lessons page). */
export function MoveFooter({ lesson, pick }: { lesson: CalendarEvent; pick: Pick | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const move = useMoveLesson();
  const [confirming, setConfirming] = useState(false);
  const target = pick ? pickSlot(pick) : null;
  const toLessons = (origin?: 'modify-event') => navigate({ to: '/gestisci-le-tue-lezioni', search: { origin } });

  const cancel = () => {
    rescheduleStore.clear();
    void toLessons();
  };

  const confirm = () => {
    setConfirming(false);
    if (!target) return;
    move.mutate(
      { id: lesson._id, ...target },
      {
        onSuccess: () => {
          movedStore.save({ from: { start: lesson.start, end: lesson.end }, to: target });
          rescheduleStore.clear();
          void toLessons('modify-event');
        },
        onError: (error) => toast.error(ruleOr(error, it.calendar.moveError)),
      },
    );
  };

  return (
    <>
      <RescheduleBar current={lesson} next={target} busy={move.isPending} onCancel={cancel} onConfirm={() => setConfirming(true)} />
      <ConfirmDialog open={confirming} title={it.calendar.confirmMove} onConfirm={confirm} onClose={() => setConfirming(false)} />
    </>
  );
}
