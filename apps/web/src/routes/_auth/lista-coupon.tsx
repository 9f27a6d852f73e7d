import { it } from '@lavagna/contracts';
import { errorMessage } from '@lavagna/web-kit';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Alert, Button, Card, CardContent, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { PageLoader } from '../../components/PageLoader';
import { CouponRules } from '../../components/payment/CouponRules';
import { CouponTable } from '../../components/payment/CouponTable';
import { GiveCouponDialog } from '../../components/payment/GiveCouponDialog';
import { payUi, ui } from '../../i18n/it';
import { myCouponsQueryOptions } from '../../queries/coupons';

export const Route = createFileRoute('/_auth/lista-coupon')({
  staticData: { title: ui.tabTitles.coupons },
  loader: ({ context: { queryClient, session } }) => {
    void queryClient.prefetchQuery(myCouponsQueryOptions(session.userId));
  },
  component: CouponListPage,
});

function CouponListPage() {
  const { session } = Route.useRouteContext();
  const coupons = useQuery(myCouponsQueryOptions(session.userId));
  const [giving, setGiving] = useState<string | null>(null);

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1">{it.coupons.title}</Typography>
      {coupons.isPending && <PageLoader />}
      {coupons.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void coupons.refetch()}>
              {payUi.step.retry}
            </Button>
          }
        >
          {errorMessage(coupons.error)}
        </Alert>
      )}
      {coupons.data?.length === 0 && (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
          <LocalOfferIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
          <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
            {it.coupons.none}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {payUi.couponList.emptyHelp}
          </Typography>
        </Paper>
      )}
      {coupons.data && coupons.data.length > 0 && (
        <Card>
          <CouponTable coupons={coupons.data} onGive={setGiving} />
        </Card>
      )}
      <GiveCouponDialog code={giving} onClose={() => setGiving(null)} />
      <Card>
        <CardContent>
          <CouponRules />
        </CardContent>
      </Card>
    </Stack>
  );
}
