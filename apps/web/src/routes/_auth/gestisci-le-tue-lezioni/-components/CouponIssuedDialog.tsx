import { it } from '@lavagna/contracts';
import { formatEuro, romeDate } from '@lavagna/format';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { wireCents } from '../../../../components/payment/cart';
import { lessonsUi, ui } from '../../../../i18n/it';
import type { IssuedCoupon } from './useCancelLesson';

const t = lessonsUi.couponIssued;

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '120px 1fr' }, columnGap: 2 }}>
    <Typography component="dt" color="text.secondary">
      {label}
    </Typography>
    <Typography component="dd" sx={{ m: 0, fontWeight: 700 }}>
      {children}
    </Typography>
  </Box>
);

/** After a paid lesson is cancelled: the coupon it became, its value and expiry, and how to use it. */
export function CouponIssuedDialog({ coupon, onClose }: { coupon: IssuedCoupon; onClose: () => void }) {
  return (
    <Dialog open onClose={onClose} aria-labelledby="coupon-issued-title" aria-describedby="coupon-issued-intro" maxWidth="sm" fullWidth>
      <DialogTitle id="coupon-issued-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <LocalOfferIcon color="success" aria-hidden />
          <span>{t.title}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="coupon-issued-intro" sx={{ mb: 2 }}>
          {t.intro}
        </DialogContentText>
        <Box component="dl" sx={{ m: 0, mb: 2, display: 'grid', gap: 1 }}>
          <Row label={t.code}>
            <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.1rem', letterSpacing: 0.5 }}>
              {coupon.code}
            </Box>
          </Row>
          <Row label={t.value}>{formatEuro(wireCents(coupon.value))}</Row>
          <Row label={t.expiry}>{romeDate(coupon.expirationDate)}</Row>
        </Box>
        <DialogContentText>{t.validity(it.payments.useCoupon)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to="/lista-coupon" onClick={onClose}>
          {t.toCoupons}
        </Button>
        <Button onClick={onClose} variant="contained" autoFocus>
          {ui.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
