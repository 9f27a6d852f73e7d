import { it, type CalendarEvent } from '@lavagna/contracts';
import { canChange } from '@lavagna/domain';
import EditCalendarIcon from '@mui/icons-material/EditCalendar';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { Button } from '@mui/material';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ruleOr } from '@lavagna/web-kit';
import { rescheduleStore } from '../../../../calendar/handoff';
import { isPaid } from '../../../../calendar/lessons';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { LessonCard } from '../../../../components/lessons/LessonCard';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { CancelSeriesButton } from './CancelSeriesButton';
import { PaidCancelDialog } from './PaidCancelDialog';
import { upcomingStatus } from './status';
import { useCancelLesson, type IssuedCoupon } from './useCancelLesson';

interface Props {
  lesson: CalendarEvent;
  now: Date;
  /** A paid lesson cancelled became this coupon: the page shows it (the card goes with the reload). */
  onCouponIssued: (coupon: IssuedCoupon) => void;
}

export function UpcomingLessonCard({ lesson, now, onCouponIssued }: Props) {
  const navigate = useNavigate();
  const toast = useToast();
  const cancel = useCancelLesson();
  const [dialog, setDialog] = useState<'unpaid' | 'paid' | null>(null);
  const paid = isPaid(lesson);
  const changeable = canChange(lesson, now, 'student');
  const locked = !changeable || cancel.isPending || cancel.isSuccess;

  const doCancel = () => {
    setDialog(null);
    cancel.mutate(lesson._id, {
      onSuccess: (coupon) => {
        if (coupon) {
          toast.success(it.coupons.issued);
          onCouponIssued(coupon);
        } else {
          toast.success(it.calendar.lessonCancelled);
        }
      },
      onError: (error) => toast.error(ruleOr(error, it.calendar.cancelError)),
    });
  };

  const moveLesson = () => {
    setDialog(null);
    rescheduleStore.save(lesson);
    void navigate({ to: '/calendario', search: { modifica: lesson._id } });
  };

  return (
    <>
      <LessonCard
        lesson={lesson}
        status={upcomingStatus(lesson)}
        warning={changeable ? undefined : it.calendar.lessonIsToday}
        actions={
          <>
            <Button size="small" color="error" variant="outlined" startIcon={<EventBusyIcon />} disabled={locked} onClick={() => setDialog(paid ? 'paid' : 'unpaid')}>
              {ui.lessons.cancel}
            </Button>
            {paid && (
              <Button size="small" variant="outlined" startIcon={<EditCalendarIcon />} disabled={locked} onClick={moveLesson}>
                {ui.lessons.move}
              </Button>
            )}
            {lesson.seriesUntil && <CancelSeriesButton lessonId={lesson._id} disabled={locked} onCouponIssued={onCouponIssued} />}
          </>
        }
      />
      <ConfirmDialog
        open={dialog === 'unpaid'}
        title={it.calendar.confirmCancel}
        text={ui.lessons.cancelUnpaidText}
        confirmLabel={ui.lessons.cancel}
        danger
        onConfirm={doCancel}
        onClose={() => setDialog(null)}
      />
      <PaidCancelDialog open={dialog === 'paid'} busy={cancel.isPending} onMove={moveLesson} onCoupon={doCancel} onClose={() => setDialog(null)} />
    </>
  );
}
