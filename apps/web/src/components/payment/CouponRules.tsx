import RuleIcon from '@mui/icons-material/Rule';
import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { payUi } from '../../i18n/it';

/** The coupon rules: valid 2 months, single use, not divisible, combinable, transferable. */
export function CouponRules({ dense = false }: { dense?: boolean }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Stack direction="row" spacing={1} alignItems="center">
        <RuleIcon color="primary" fontSize={dense ? 'small' : 'medium'} aria-hidden />
        <Typography id={id} variant={dense ? 'subtitle2' : 'h3'} component="h3">
          {payUi.rules.title}
        </Typography>
      </Stack>
      <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 3, color: 'text.secondary', typography: dense ? 'body2' : 'body1' }}>
        {payUi.rules.items.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </Box>
    </Box>
  );
}
