import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, CardContent, Chip, LinearProgress, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { Confirm, Title, useDataProvider, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountantView } from '@lavagna/contracts';
import { romeDate } from '@lavagna/format';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { accountantsQuery } from './api';

const t = adminIt.accountant.accountants;

/** /teacher-accountants: the teacher invites an accountant by e-mail, sees them, and revokes their access. */
export const AccountantsPage = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: accountants, isPending, error } = useQuery(accountantsQuery(dataProvider));
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [revoking, setRevoking] = useState<AccountantView | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['accountants'] });

  const invite = useMutation({
    mutationFn: () => dataProvider.inviteAccountant({ email, ...(name.trim() ? { name } : {}) }),
    onSuccess: ({ email: sentTo }) => {
      notify(t.invited.replace('{email}', sentTo), { type: 'success' });
      setEmail('');
      setName('');
      void refresh();
    },
    onError: (e) => notify(ruleOr(e, t.loadError), { type: 'error' }),
  });
  const revoke = useMutation({
    mutationFn: (id: string) => dataProvider.revokeAccountant(id),
    onSuccess: () => {
      notify(t.revoked, { type: 'info' });
      void refresh();
    },
    onError: (e) => notify(ruleOr(e, t.loadError), { type: 'error' }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate();
  };

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={t.title} />
      <CardContent>
        <Stack spacing={3}>
          <Typography variant="h5" component="h1">
            {t.title}
          </Typography>
          <Typography color="text.secondary">{t.intro}</Typography>
          <Stack component="form" onSubmit={submit} direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            <TextField label={t.email} type="email" required value={email} onChange={(e) => setEmail(e.target.value)} size="small" />
            <TextField label={t.name} value={name} onChange={(e) => setName(e.target.value)} size="small" />
            <Button type="submit" variant="contained" disabled={invite.isPending || !email.trim()}>
              {t.invite}
            </Button>
          </Stack>
          {isPending ? (
            <LinearProgress aria-label={adminIt.loading} />
          ) : error || !accountants ? (
            <Alert severity="error">{ruleOr(error, t.loadError)}</Alert>
          ) : accountants.length === 0 ? (
            <Typography color="text.secondary">{t.empty}</Typography>
          ) : (
            <List aria-label={t.title}>
              {accountants.map((a) => (
                <ListItem
                  key={a.id}
                  divider
                  data-testid="accountant"
                  secondaryAction={
                    <Button color="error" onClick={() => setRevoking(a)} disabled={revoke.isPending}>
                      {t.revoke}
                    </Button>
                  }
                >
                  <ListItemText primary={a.name ? `${a.name} – ${a.email}` : a.email} secondary={t.invitedAt.replace('{at}', romeDate(a.invitedAt))} />
                  <Chip size="small" sx={{ mr: 16 }} color={a.active ? 'success' : 'default'} label={a.active ? t.active : t.pending} />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </CardContent>
      <Confirm
        isOpen={revoking !== null}
        title={t.revokeTitle}
        content={t.revokeContent.replace('{email}', revoking?.email ?? '')}
        onConfirm={() => {
          if (revoking) revoke.mutate(revoking.id);
          setRevoking(null);
        }}
        onClose={() => setRevoking(null)}
      />
    </Card>
  );
};
