import type { CouponView } from '@lavagna/contracts';
import { formatEuro, romeDate } from '@lavagna/format';
import { Box, List, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { payUi } from '../../i18n/it';
import { VisuallyHidden } from '../VisuallyHidden';
import { wireCents } from './cart';
import { normalizeCode } from './couponEntry';

interface Props {
  coupons: CouponView[];
  applied: string[];
  /** The code in the input: its coupon shows selected. */
  chosen: string;
  onChoose: (code: string) => void;
}

/**
 * The student's coupons under the code input; choosing one fills the code. Each button is named by
 * what it shows, after a 'Usa il coupon' only read, so voice control can say what it sees.
 */
export function CouponChoices({ coupons, applied, chosen, onChoose }: Props) {
  return (
    <List dense disablePadding aria-label={payUi.step.yourCoupons}>
      {coupons.map((c) => {
        const used = applied.includes(normalizeCode(c.code));
        return (
          <ListItem key={c.code} disablePadding>
            <ListItemButton
              disabled={used}
              selected={normalizeCode(chosen) === normalizeCode(c.code)}
              onClick={() => onChoose(c.code)}
              sx={{ borderRadius: 1 }}
            >
              <ListItemText
                primary={
                  <>
                    <VisuallyHidden>{payUi.step.useCoupon}</VisuallyHidden>{' '}
                    <Box component="span" sx={{ fontFamily: 'monospace', letterSpacing: 0.5 }}>
                      {c.code}
                    </Box>{' '}
                    <Box component="span" sx={{ fontWeight: 700, ml: 0.5 }}>
                      {formatEuro(wireCents(c.value))}
                    </Box>
                  </>
                }
                secondary={used ? payUi.step.applied : payUi.step.expires(romeDate(c.expirationDate))}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
