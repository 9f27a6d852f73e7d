import { it, type IcsTokenResponse } from '@lavagna/contracts';
import { IcsLinkActions, useIcsLink } from '@lavagna/web-kit';
import { Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { apiJson } from '../http/api';
import { adminIt } from '../i18n/it';

const t = adminIt.icsFeed;

/** The teacher's calendar feed (ICS) of all lessons: copy its link, add it to Google Calendar, make a new one. */
export function IcsLinkCard({ teacherId }: { teacherId: string }) {
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const ics = useIcsLink({
    feed: 'teacher',
    userId: teacherId,
    issue: () => apiJson<IcsTokenResponse>(`/api/calendar/ics/teacher/${encodeURIComponent(teacherId)}/token`, { method: 'POST' }),
    onCopied: () => notify(it.feeds.copied, { type: 'success' }),
    onCopyFailed: () => notify(it.feeds.copyError, { type: 'error' }),
    onIssueFailed: () => notify(it.feeds.tokenError, { type: 'error' }),
  });

  return (
    <Card component="section" aria-labelledby="ics-feed-title" sx={{ mt: 3 }}>
      <CardContent>
        <Typography id="ics-feed-title" variant="h6" component="h2" gutterBottom>
          {t.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t.help}
        </Typography>
        <IcsLinkActions ics={ics} linkLabel={t.linkLabel} onRegenerate={() => setConfirming(true)} />
      </CardContent>
      <Confirm
        isOpen={confirming}
        title={t.regenerate}
        content={t.regenerateText}
        onConfirm={() => {
          setConfirming(false);
          void ics.regenerate();
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
