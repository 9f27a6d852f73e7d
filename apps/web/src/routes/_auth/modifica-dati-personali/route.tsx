import { Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ui } from '../../../i18n/it';
import { userInfoQueryOptions } from '../../../queries/account';
import { BillingCard } from './-components/BillingCard';
import { DeleteAccountCard } from './-components/DeleteAccountCard';
import { NotificationsCard } from './-components/NotificationsCard';
import { PasswordChangeForm } from './-components/PasswordChangeForm';
import { ProfileEditForm } from './-components/ProfileEditForm';
import { ProfileView } from './-components/ProfileView';

export const Route = createFileRoute('/_auth/modifica-dati-personali')({
  staticData: { title: ui.tabTitles.profile },
  loader: ({ context }) => context.queryClient.ensureQueryData(userInfoQueryOptions(context.session.userId)),
  component: PersonalDataPage,
});

type Mode = 'view' | 'edit' | 'password';

function PersonalDataPage() {
  const { session } = Route.useRouteContext();
  const { data: user } = useSuspenseQuery(userInfoQueryOptions(session.userId));
  const [mode, setMode] = useState<Mode>('view');
  const toView = () => setMode('view');

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 3 }, maxWidth: 820, mx: 'auto' }}>
      <Typography variant="h1">{ui.nav.personalData}</Typography>
      {mode === 'view' && (
        <>
          <ProfileView user={user} onEdit={() => setMode('edit')} onChangePassword={() => setMode('password')} />
          {user.identity === 'student' && <BillingCard user={user} />}
          <NotificationsCard user={user} />
          <DeleteAccountCard userId={user.userId} />
        </>
      )}
      {mode === 'edit' && <ProfileEditForm user={user} onDone={toView} />}
      {mode === 'password' && <PasswordChangeForm user={user} onDone={toView} />}
    </Stack>
  );
}
