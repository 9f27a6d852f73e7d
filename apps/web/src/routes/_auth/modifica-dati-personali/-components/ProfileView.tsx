import { it, type UserView } from '@lavagna/contracts';
import { Alert, Button, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import { ui } from '../../../../i18n/it';
import { DataRow, SectionCard } from './SectionCard';
import { ResendConfirmation } from '../../../../components/account/ResendConfirmation';

interface Props {
  user: UserView;
  onEdit: () => void;
  onChangePassword: () => void;
}

export function ProfileView({ user, onEdit, onChangePassword }: Props) {
  const dash = ui.account.notSet;
  const highSchool = user.school?.schoolType === 'Scuola Superiore';
  return (
    <Stack spacing={3}>
      <SectionCard
        title={ui.account.access}
        action={
          <Button onClick={onChangePassword} startIcon={<LockResetIcon />}>
            {ui.account.changePassword}
          </Button>
        }
      >
        <DataRow label={ui.account.email} value={user.email} />
        <DataRow label={ui.account.password} value="••••••••" />
        {user.pendingEmail && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {it.account.emailPending.replace('{email}', user.pendingEmail)}
          </Alert>
        )}
        {!user.personalSettings.isEmailConfirmed && (
          <Stack spacing={1} sx={{ mt: 1 }}>
            <Alert severity="warning">{ui.account.emailNotConfirmed}</Alert>
            <ResendConfirmation email={user.email} />
          </Stack>
        )}
      </SectionCard>
      <SectionCard
        title={ui.account.personal}
        action={
          <Button onClick={onEdit} variant="contained" startIcon={<EditIcon />}>
            {ui.account.edit}
          </Button>
        }
      >
        <DataRow label={ui.account.name} value={user.name} />
        <DataRow label={ui.account.surname} value={user.surname} />
        <DataRow label={ui.account.birthYear} value={user.birthYear ?? dash} />
        {user.tutor && (
          <>
            <DataRow label={ui.account.tutorName} value={user.tutor.name} />
            <DataRow label={ui.account.tutorSurname} value={user.tutor.surname} />
          </>
        )}
        <DataRow label={ui.place.region} value={user.residence?.region ?? dash} />
        <DataRow label={ui.place.province} value={user.residence?.province ?? dash} />
      </SectionCard>
      <SectionCard title={ui.account.school}>
        <DataRow label={ui.school.type} value={user.school?.schoolType ?? dash} />
        <DataRow label={highSchool ? ui.school.institute : ui.school.university} value={user.school?.institute ?? dash} />
        <DataRow label={highSchool ? ui.school.year : ui.school.exam} value={user.school?.examYear ?? dash} />
      </SectionCard>
    </Stack>
  );
}
