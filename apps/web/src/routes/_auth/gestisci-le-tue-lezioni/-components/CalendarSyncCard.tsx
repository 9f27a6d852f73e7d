import SyncIcon from '@mui/icons-material/Sync';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { ui } from '../../../../i18n/it';

/** Placeholder for the ICS feed link and the Google Calendar connection of the spec. */
export function CalendarSyncCard() {
  return (
    <Card component="section" aria-labelledby="calendar-sync-title">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <SyncIcon color="primary" aria-hidden />
          <Typography id="calendar-sync-title" variant="h3" component="h2">
            {ui.lessons.syncTitle}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{ui.lessons.syncSoon}</Typography>
      </CardContent>
    </Card>
  );
}
