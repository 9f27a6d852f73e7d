import { it } from '@lavagna/contracts';
import { IcsLinkActions, useIcsLink } from '@lavagna/web-kit';
import SyncIcon from '@mui/icons-material/Sync';
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { calendarFeedsApi } from '../../../../api/calendarFeeds';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';

/** The student's personal calendar feed (ICS): copy its link, add it to Google Calendar, make a new one. */
export function CalendarSyncCard({ userId }: { userId: string }) {
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);
  const ics = useIcsLink({
    feed: 'student',
    userId,
    issue: () => calendarFeedsApi.newStudentToken(userId),
    onCopied: () => toast.success(it.feeds.copied),
    onCopyFailed: () => toast.error(it.feeds.copyError),
    onIssueFailed: () => toast.error(it.feeds.tokenError),
  });
  const t = ui.lessons;

  return (
    <Card component="section" aria-labelledby="calendar-sync-title">
      <CardContent>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }}>
          <SyncIcon color="primary" aria-hidden />
          <Typography id="calendar-sync-title" variant="h3" component="h2">
            {t.syncTitle}
          </Typography>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.syncHelp}
        </Typography>
        <IcsLinkActions ics={ics} linkLabel={t.syncLinkLabel} onRegenerate={() => setConfirming(true)} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t.syncPrivate}
        </Typography>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        title={t.syncRegenerateTitle}
        text={t.syncRegenerateText}
        confirmLabel={t.syncRegenerate}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          void ics.regenerate();
        }}
      />
    </Card>
  );
}
