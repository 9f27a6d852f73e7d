import { it, provinceNameOf, type UserView } from '@lavagna/contracts';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BillingForm } from '../../../../components/billing/BillingForm';
import { billingPrefill } from '../../../../components/billing/billingValues';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { billingQueryOptions } from '../../../../queries/billing';
import { DataRow, SectionCard } from './SectionCard';

const t = ui.billing;

/** The payer's billing data: shown, and edited in place (given once at the first payment, or here). */
export function BillingCard({ user }: { user: UserView }) {
  const billing = useQuery(billingQueryOptions(user.userId));
  const [editing, setEditing] = useState(false);
  const toast = useToast();

  const action = !editing && billing.isSuccess && (
    <Button onClick={() => setEditing(true)} startIcon={<EditIcon />}>
      {t.edit}
    </Button>
  );
  let body;
  if (billing.isPending) body = <CircularProgress size={20} aria-label={ui.common.loading} />;
  else if (billing.isError) body = <Alert severity="error">{t.loadError}</Alert>;
  else if (editing) {
    body = (
      <BillingForm
        userId={user.userId}
        initial={billingPrefill(user, billing.data)}
        submitLabel={ui.common.save}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          toast.success(it.billing.saved);
          setEditing(false);
        }}
      />
    );
  } else if (!billing.data) body = <Typography color="text.secondary">{t.none}</Typography>;
  else {
    const b = billing.data;
    body = (
      <>
        <DataRow label={t.nome} value={b.nome} />
        <DataRow label={t.cognome} value={b.cognome} />
        <DataRow label={t.codiceFiscale} value={b.codiceFiscale} />
        <DataRow label={t.indirizzo} value={b.indirizzo} />
        <DataRow label={t.cap} value={b.cap} />
        <DataRow label={t.comune} value={b.comune} />
        <DataRow label={t.provincia} value={`${provinceNameOf(b.provincia)} (${b.provincia})`} />
      </>
    );
  }
  return (
    <SectionCard title={t.title} action={action}>
      {body}
    </SectionCard>
  );
}
