import { Alert, CircularProgress, Stack } from '@mui/material';
import { Title, useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { it } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { EmailCard } from './EmailCard';
import { ProfileCard } from './ProfileCard';
import { PasswordCard } from './PasswordCard';

const t = adminIt.dataModifier;

/** /teacher-data-modifier: the teacher's own account. */
export const TeacherDataModifier = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const { data: profile, isPending, isError } = useQuery({
    queryKey: ['teacher-profile'],
    queryFn: () => dataProvider.getTeacherProfile(),
  });

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title={t.title} />
      {isPending && <CircularProgress aria-label={t.title} />}
      {isError && <Alert severity="error">{it.account.infoError}</Alert>}
      {profile && (
        <>
          <EmailCard profile={profile} />
          <ProfileCard profile={profile} />
          <PasswordCard profile={profile} />
        </>
      )}
    </Stack>
  );
};
