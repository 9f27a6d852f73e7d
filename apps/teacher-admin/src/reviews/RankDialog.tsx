import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { adminIt } from '../i18n/it';
import { parseRank } from './rankInput';

const t = adminIt.reviews;

interface RankDialogProps {
  open: boolean;
  name: string;
  rank: number | null;
  busy: boolean;
  onClose: () => void;
  onSave: (rank: number) => void;
}

/** The review's place on the home page, checked with the contract's rule before it is sent. */
export const RankDialog = ({ open, name, rank, busy, onClose, onSave }: RankDialogProps) => {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const start = () => {
    setTyped(rank === null ? '' : String(rank));
    setError(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseRank(typed);
    if (parsed.ok) onSave(parsed.rank);
    else setError(parsed.message);
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      slotProps={{ transition: { onEnter: start } }}
      aria-labelledby="review-rank-title"
      fullWidth
      maxWidth="xs"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="review-rank-title">{t.rankTitle.replace('{name}', name)}</DialogTitle>
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t.rankIntro}
          </Typography>
          <TextField
            label={t.rankField}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(null);
            }}
            error={error !== null}
            helperText={error ?? ' '}
            slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
            autoFocus
            fullWidth
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {t.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
