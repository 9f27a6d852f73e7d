import { it } from '@lavagna/contracts';
import { Button, Typography } from '@mui/material';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { useState } from 'react';
import { ApiError } from '@lavagna/web-kit';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';
import { useDeleteAccount } from '../../../../queries/account';
import { useEndSession } from '../../../../queries/session';
import { SectionCard } from './SectionCard';

export function DeleteAccountCard({ userId }: { userId: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount(userId);
  const toast = useToast();
  const endSession = useEndSession();

  const confirm = () => {
    setConfirming(false);
    remove.mutate(undefined, {
      onSuccess: () => endSession(it.account.accountDeleted),
      onError: (e) => toast.error(e instanceof ApiError && e.status < 500 ? e.message : it.account.deleteError),
    });
  };

  return (
    <SectionCard title={ui.account.danger}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ui.account.deleteHelp}
      </Typography>
      <Button color="error" variant="outlined" startIcon={<DeleteForeverIcon />} onClick={() => setConfirming(true)} disabled={remove.isPending}>
        {ui.account.deleteButton}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={ui.account.deleteConfirm}
        confirmLabel={ui.account.deleteButton}
        danger
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
      />
    </SectionCard>
  );
}
