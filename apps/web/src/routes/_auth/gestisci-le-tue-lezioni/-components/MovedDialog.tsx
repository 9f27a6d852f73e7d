import { it } from '@lavagna/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { movedStore } from '../../../../calendar/handoff';
import { lessonWhen } from '../../../../calendar/rome';
import { ui } from '../../../../i18n/it';

/** After a move (origin=modify-event): the success message with the old and the new time. */
export function MovedDialog({ onClose }: { onClose: () => void }) {
  const [moved] = useState(() => movedStore.read());
  const close = () => {
    movedStore.clear();
    onClose();
  };
  return (
    <Dialog open onClose={close} aria-labelledby="moved-title" maxWidth="sm" fullWidth>
      <DialogTitle id="moved-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <CheckCircleIcon color="success" aria-hidden />
          <span>{ui.lessons.movedTitle}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: moved ? 2 : 0 }}>{it.calendar.lessonMoved}</DialogContentText>
        {moved && (
          <Stack spacing={0.5}>
            <Typography>
              <strong>{`${ui.lessons.movedFrom}: `}</strong>
              {lessonWhen(moved.from.start, moved.from.end)}
            </Typography>
            <Typography>
              <strong>{`${ui.lessons.movedTo}: `}</strong>
              {lessonWhen(moved.to.start, moved.to.end)}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {ui.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
