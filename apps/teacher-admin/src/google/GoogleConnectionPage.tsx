import { useEffect, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Checkbox, Chip, CircularProgress, FormControlLabel, FormGroup, Stack, Typography } from '@mui/material';
import { Title, useNotify } from 'react-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { it, type GoogleStatus } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { chooseGoogleCalendars, consentInPopup, disconnectGoogle, googleStatusQuery, refreshGoogle, startGoogleAuth } from './googleApi';

const g = it.google;

/** /teacher-google-connection: connect or disconnect Google Calendar, and choose the calendars that block the slots. */
export const GoogleConnectionPage = () => {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(googleStatusQuery);
  const [shown, setShown] = useState<string[] | null>(null);
  const settle = (status: GoogleStatus) => {
    queryClient.setQueryData(googleStatusQuery.queryKey, status);
    setShown(null);
  };

  // A change made in another tab (or Google's side) is seen when the teacher comes back.
  useEffect(() => {
    const onVisible = () => document.visibilityState === 'visible' && void queryClient.invalidateQueries({ queryKey: googleStatusQuery.queryKey });
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient]);

  const connect = useMutation({
    mutationFn: async () => consentInPopup((await startGoogleAuth()).url),
    onSuccess: (success) => {
      if (!success) notify(g.authFailed, { type: 'error' });
      void queryClient.invalidateQueries({ queryKey: googleStatusQuery.queryKey });
    },
    onError: (error) => notify(ruleOr(error, g.connectError), { type: 'error' }),
  });
  const choose = useMutation({
    mutationFn: chooseGoogleCalendars,
    onSuccess: (status) => {
      settle(status);
      notify(g.saved, { type: 'success' });
    },
    onError: (error) => notify(ruleOr(error, g.updateError), { type: 'error' }),
  });
  const refresh = useMutation({ mutationFn: refreshGoogle, onSuccess: settle, onError: (error) => notify(ruleOr(error, g.updateError), { type: 'error' }) });
  const disconnect = useMutation({ mutationFn: disconnectGoogle, onSuccess: settle, onError: (error) => notify(ruleOr(error, g.disconnectError), { type: 'error' }) });

  const chosen = shown ?? data?.calendars.filter((c) => c.toShow).map((c) => c.id) ?? [];
  const toggle = (id: string) => setShown(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id]);

  return (
    <Card sx={{ mt: 2, mb: 4, maxWidth: 760 }}>
      <Title title={g.title} />
      <CardHeader title={g.title} subheader={g.intro} slotProps={{ title: { variant: 'h6', component: 'h1' } }} />
      <CardContent>
        {isPending && <CircularProgress aria-label={g.title} />}
        {isError && <Alert severity="error">{it.http.serverError}</Alert>}
        {data && !data.configured && (
          <Alert severity="info" data-testid="google-not-configured">
            <Typography>{g.notConfigured}</Typography>
            <Typography sx={{ mt: 1 }}>{g.configureHow}</Typography>
            <Box component="code" sx={{ display: 'block', mt: 1, wordBreak: 'break-all' }}>
              {data.redirectUri}
            </Box>
          </Alert>
        )}
        {data?.configured && (
          <Stack spacing={2}>
            {data.state === 'lost' && <Alert severity="warning">{g.lost}</Alert>}
            <Typography data-testid="google-state">{data.isConnected ? g.connected.replace('{email}', data.googleEmail ?? '') : g.disconnected}</Typography>
            {data.isConnected ? (
              <>
                <Typography variant="subtitle1" component="h2">
                  {g.calendars}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {g.calendarsHelp}
                </Typography>
                <FormGroup>
                  {data.calendars.map((calendar) => (
                    <FormControlLabel
                      key={calendar.id}
                      control={<Checkbox checked={chosen.includes(calendar.id)} onChange={() => toggle(calendar.id)} />}
                      label={
                        <span>
                          {calendar.name} {calendar.isNew && <Chip size="small" color="info" label={g.newCalendar} />}
                        </span>
                      }
                    />
                  ))}
                </FormGroup>
                <Stack direction="row" spacing={1}>
                  <Button variant="contained" disabled={shown === null || choose.isPending} onClick={() => choose.mutate(chosen)}>
                    {g.save}
                  </Button>
                  <Button disabled={refresh.isPending} onClick={() => refresh.mutate()}>
                    {g.refresh}
                  </Button>
                  <Button color="error" disabled={disconnect.isPending} onClick={() => disconnect.mutate()}>
                    {g.disconnect}
                  </Button>
                </Stack>
              </>
            ) : (
              <Box>
                <Button variant="contained" disabled={connect.isPending} onClick={() => connect.mutate()}>
                  {g.connect}
                </Button>
              </Box>
            )}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
