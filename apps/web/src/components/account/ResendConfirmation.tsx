import { it } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import { Alert, Button, CircularProgress, Stack } from '@mui/material';
import { ui } from '../../i18n/it';
import { useResendConfirmation } from '../../queries/account';

/**
 * 'Invia di nuovo l'email di conferma', where an address not confirmed yet is refused: the server
 * sends a fresh link (limited per account and per caller) and the student is told, in Italian, where.
 */
export function ResendConfirmation({ email }: { email: string }) {
  const resend = useResendConfirmation();
  return (
    <Stack spacing={1} alignItems="flex-start">
      {resend.isSuccess ? (
        <Alert severity="success" role="status">
          {ui.account.resendConfirmationDone(email)}
        </Alert>
      ) : (
        <Button
          variant="outlined"
          onClick={() => resend.mutate(email)}
          disabled={resend.isPending}
          startIcon={resend.isPending ? <CircularProgress size={16} color="inherit" aria-hidden /> : <MailOutlineIcon />}
        >
          {ui.account.resendConfirmation}
        </Button>
      )}
      {resend.isError && <Alert severity="error">{ruleOr(resend.error, it.payments.confirmationMailFailed)}</Alert>}
    </Stack>
  );
}
