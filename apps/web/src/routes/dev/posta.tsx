import { Alert, Button, Stack, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ui } from '../../i18n/it';
import { outboxQueryOptions } from '../../queries/outbox';
import { OutboxItem } from './-components/OutboxItem';

export const Route = createFileRoute('/dev/posta')({
  staticData: { title: ui.tabTitles.outbox },
  loader: ({ context }) => context.queryClient.ensureQueryData(outboxQueryOptions),
  component: Outbox,
});

function Outbox() {
  const { data, refetch, isFetching } = useSuspenseQuery(outboxQueryOptions);
  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h1">{ui.outbox.title}</Typography>
        {data.available && (
          <Button onClick={() => void refetch()} startIcon={<RefreshIcon />} disabled={isFetching}>
            {ui.outbox.refresh}
          </Button>
        )}
      </Stack>
      {!data.available ? (
        <Alert severity="info">{data.reason}</Alert>
      ) : (
        <>
          <Typography color="text.secondary">{ui.outbox.intro}</Typography>
          {data.messages.length === 0 && <Alert severity="info">{ui.outbox.empty}</Alert>}
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={ui.outbox.title}>
            {data.messages.map((m) => (
              <li key={m.id}>
                <OutboxItem message={m} />
              </li>
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
