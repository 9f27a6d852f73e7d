import { useState, type MouseEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton, Tooltip } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import type { Identifier } from 'react-admin';
import type { AuditSubject } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { AuditTimeline } from './AuditTimeline';

const t = adminIt.audit;

interface AuditButtonProps {
  subject: AuditSubject;
  id: Identifier;
  /** What the dialog's title names: 'Lezione del 03/03/2026', 'Coupon LV-…'. */
  label: string;
}

// Clicks inside the dialog bubble through the React tree to the row; a row click must not follow.
const stop = (event: MouseEvent) => event.stopPropagation();

/** A small history button that opens the subject's timeline in a dialog. */
export const AuditButton = ({ subject, id, label }: AuditButtonProps) => {
  const [open, setOpen] = useState(false);
  const title = t.dialogTitle.replace('{subject}', label);
  return (
    <span onClick={stop}>
      <Tooltip title={title}>
        <IconButton size="small" aria-label={title} onClick={() => setOpen(true)}>
          <HistoryIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={`audit-${subject}-${id}`} fullWidth maxWidth="sm">
        <DialogTitle id={`audit-${subject}-${id}`}>{title}</DialogTitle>
        <DialogContent dividers>{open && <AuditTimeline subject={subject} id={id} />}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t.close}</Button>
        </DialogActions>
      </Dialog>
    </span>
  );
};
