import { useEffect, useRef, useState } from 'react';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Button, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { it, type StudentRow } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import type { CouponAmount } from './api';
import { CreateCouponDialog } from './CreateCouponDialog';

/** The spec refreshes the page 1 s after a coupon is created. */
export const REFRESH_DELAY_MS = 1000;

/** 'Crea Coupon': IssueCoupon for the student shown, then the page's data is reloaded. */
export const CreateCouponButton = () => {
  const record = useRecordContext<StudentRow>();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const issue = useMutation({
    mutationFn: ({ userId, amount }: { userId: string; amount: CouponAmount }) =>
      dataProvider.issueCoupon(userId, amount),
    onSuccess: () => {
      setOpen(false);
      notify(it.coupons.issued, { type: 'success' });
      timer.current = window.setTimeout(refresh, REFRESH_DELAY_MS);
    },
    onError: (error) => notify(ruleOr(error, it.coupons.createError), { type: 'error' }),
  });

  if (!record) return null;
  return (
    <>
      <Button label={adminIt.coupons.create} onClick={() => setOpen(true)}>
        <LocalOfferIcon />
      </Button>
      <CreateCouponDialog
        open={open}
        studentName={`${record.name} ${record.surname}`}
        busy={issue.isPending}
        onClose={() => setOpen(false)}
        onCreate={(amount) => issue.mutate({ userId: String(record.id), amount })}
      />
    </>
  );
};
