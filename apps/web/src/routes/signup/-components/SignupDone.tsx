import { it } from '@lavagna/contracts';
import { Alert, Stack } from '@mui/material';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { FormCard } from '../../../components/FormCard';
import { ui } from '../../../i18n/it';

export function SignupDone() {
  return (
    <FormCard title={ui.signup.doneTitle} maxWidth={560}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <MarkEmailReadIcon color="primary" sx={{ fontSize: 64 }} aria-hidden />
        <Alert severity="success" role="status">
          {it.signup.confirmByEmail}
        </Alert>
      </Stack>
    </FormCard>
  );
}
