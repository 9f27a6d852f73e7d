import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button, Stack, TextField } from '@mui/material';
import { commonIt } from '../commonIt.js';
import type { useIcsLink } from './useIcsLink.js';

const t = commonIt.icsLink;

interface IcsLinkActionsProps {
  ics: ReturnType<typeof useIcsLink>;
  linkLabel: string;
  /** The app asks first (its own dialog), then calls `ics.regenerate()`. */
  onRegenerate: () => void;
}

/** The iCal link once made, and its buttons: copy it (made on first use), open Google Calendar, make a new one. */
export function IcsLinkActions({ ics, linkLabel, onRegenerate }: IcsLinkActionsProps) {
  return (
    <>
      {ics.link && <TextField label={linkLabel} value={ics.link} fullWidth size="small" slotProps={{ htmlInput: { readOnly: true } }} sx={{ mb: 2 }} />}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} useFlexGap flexWrap="wrap">
        <Button variant="contained" onClick={() => void ics.copy()} disabled={ics.busy} startIcon={ics.copied ? <CheckIcon /> : <ContentCopyIcon />}>
          {ics.copied ? t.copied : t.copy}
        </Button>
        <Button variant="outlined" onClick={ics.openPopup} startIcon={<OpenInNewIcon />}>
          {t.openGoogle}
        </Button>
        {ics.link && (
          <Button onClick={onRegenerate} disabled={ics.busy}>
            {t.regenerate}
          </Button>
        )}
      </Stack>
    </>
  );
}
