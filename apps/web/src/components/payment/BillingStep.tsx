import type { UserView } from '@lavagna/contracts';
import { Stack, Typography } from '@mui/material';
import { ui } from '../../i18n/it';
import { BillingForm } from '../billing/BillingForm';
import { billingPrefill } from '../billing/billingValues';

/** The payment step's request for the payer's billing data, in place of the pay buttons until given. */
export function BillingStep({ user, onSaved }: { user: UserView; onSaved: () => void }) {
  return (
    <Stack spacing={2} component="section" aria-labelledby="billing-title">
      <Typography id="billing-title" variant="h3" component="h3">
        {ui.billing.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ui.billing.intro} {user.tutor ? ui.billing.introParent : ''}
      </Typography>
      <BillingForm userId={user.userId} initial={billingPrefill(user, null)} submitLabel={ui.billing.saveAndPay} onSaved={onSaved} />
    </Stack>
  );
}
