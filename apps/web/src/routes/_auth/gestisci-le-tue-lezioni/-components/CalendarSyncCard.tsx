import { it } from '@lavagna/contracts';
import { useIcsLink } from '@lavagna/week-calendar';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SyncIcon from '@mui/icons-material/Sync';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
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
        {ics.link && <TextField label={t.syncLinkLabel} value={ics.link} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} sx={{ mb: 2 }} />}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
          <Button variant="contained" onClick={() => void ics.copy()} disabled={ics.busy} startIcon={ics.copied ? <CheckIcon /> : <ContentCopyIcon />}>
            {ics.copied ? t.syncCopied : t.syncCopy}
          </Button>
          <Button variant="outlined" onClick={ics.openPopup} startIcon={<OpenInNewIcon />}>
            {t.syncOpenGoogle}
          </Button>
          {ics.link && (
            <Button onClick={() => setConfirming(true)} disabled={ics.busy}>
              {t.syncRegenerate}
            </Button>
          )}
        </Stack>
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
