import type { EmailAttachment, OutboxMessage } from '@lavagna/contracts';
import { romeLongDateTime } from '@lavagna/format';
import { Box, Card, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import { ui } from '../../../i18n/it';
import { sameSiteHref } from './sameSiteHref';

/** Saves an attachment as the mail program would (the text is in the message already). */
const download = (file: EmailAttachment) => {
  const body = file.encoding === 'base64' ? Uint8Array.from(atob(file.content), (c) => c.charCodeAt(0)) : file.content;
  const url = URL.createObjectURL(new Blob([body], { type: file.contentType }));
  const a = Object.assign(document.createElement('a'), { href: url, download: file.filename });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};

export function OutboxItem({ message }: { message: OutboxMessage }) {
  const sent = message.sentAt !== null;
  return (
    <Card component="article" aria-label={message.subject}>
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Typography variant="h3" component="h2">
              {message.subject}
            </Typography>
            <Chip size="small" color={sent ? 'success' : 'default'} label={sent ? ui.outbox.sent : ui.outbox.queued} sx={{ alignSelf: 'flex-start' }} />
          </Stack>
          <Typography color="text.secondary">
            {ui.outbox.to}: <strong>{message.to}</strong> · <time dateTime={message.sentAt ?? message.queuedAt}>{romeLongDateTime(message.sentAt ?? message.queuedAt)}</time>
          </Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', fontFamily: 'inherit', m: 0, p: 2, bgcolor: 'background.default', borderRadius: 1 }}>
            {message.text}
          </Box>
          {message.links.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2">{ui.outbox.links}</Typography>
              {message.links.map((link) => (
                <Link key={link} href={sameSiteHref(link)} sx={{ wordBreak: 'break-all' }}>
                  {link}
                </Link>
              ))}
            </Stack>
          )}
          {message.attachments.length > 0 && (
            <Stack spacing={0.5}>
              <Typography variant="subtitle2">{ui.outbox.attachments}</Typography>
              {message.attachments.map((file) => (
                <Link key={file.filename} component="button" type="button" onClick={() => download(file)} sx={{ alignSelf: 'flex-start' }}>
                  {file.filename}
                </Link>
              ))}
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
