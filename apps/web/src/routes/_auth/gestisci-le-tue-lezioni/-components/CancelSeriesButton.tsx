import { it } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import EventRepeatIcon from '@mui/icons-material/EventRepeat';
import { Button } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/toast/useToast';
import { useCancelSeries } from '../../../../queries/calendar';
import { ui } from '../../../../i18n/it';
import type { IssuedCoupon } from './useCancelLesson';

interface Props {
  /** Any lesson of the series. */
  lessonId: string;
  disabled: boolean;
  onCouponIssued: (coupon: IssuedCoupon) => void;
}

/** On a lesson of a weekly series: cancels the rest of it, paid weeks each for a coupon. */
export function CancelSeriesButton({ lessonId, disabled, onCouponIssued }: Props) {
  const [open, setOpen] = useState(false);
  const cancel = useCancelSeries();
  const toast = useToast();
  const confirm = () => {
    setOpen(false);
    cancel.mutate(lessonId, {
      onSuccess: ({ cancelled, coupons }) => {
        toast.success(ui.lessons.seriesCancelled(cancelled));
        if (coupons[0]) onCouponIssued(coupons[0]);
      },
      onError: (error) => toast.error(ruleOr(error, it.calendar.cancelError)),
    });
  };
  return (
    <>
      <Button size="small" color="error" startIcon={<EventRepeatIcon />} disabled={disabled || cancel.isPending} onClick={() => setOpen(true)}>
        {ui.lessons.cancelSeries}
      </Button>
      <ConfirmDialog
        open={open}
        title={ui.lessons.cancelSeries}
        text={ui.lessons.cancelSeriesText}
        confirmLabel={ui.lessons.cancelSeries}
        danger
        busy={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
