import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, List, ListItem, ListItemText, Stack } from '@mui/material';
import { commonIt } from '@lavagna/web-kit';
import { useState } from 'react';
import { seriesStore } from '../../../../calendar/handoff';
import { lessonWhen } from '../../../../calendar/rome';
import { ui } from '../../../../i18n/it';

/** After a weekly series was booked (origin=weekly-series): how many lessons, and each week skipped with its reason. */
export function SeriesBookedDialog({ paymentDay, onClose }: { paymentDay: number; onClose: () => void }) {
  const [series] = useState(() => seriesStore.read());
  const close = () => {
    seriesStore.clear();
    onClose();
  };
  if (!series) return null;
  return (
    <Dialog open onClose={close} aria-labelledby="series-title" maxWidth="sm" fullWidth>
      <DialogTitle id="series-title">
        <Stack direction="row" spacing={1} alignItems="center">
          <CheckCircleIcon color="success" aria-hidden />
          <span>{commonIt.series.booked(series.count)}</span>
        </Stack>
      </DialogTitle>
      <DialogContent>
        {series.skipped.length > 0 && (
          <>
            <DialogContentText>{commonIt.series.skipped}</DialogContentText>
            <List dense>
              {series.skipped.map((s) => (
                <ListItem key={s.start} disableGutters>
                  <ListItemText primary={lessonWhen(s.start, s.end)} secondary={s.message} />
                </ListItem>
              ))}
            </List>
          </>
        )}
        <DialogContentText>{ui.calendar.weeklyPayLater(paymentDay)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} variant="contained" autoFocus>
          {ui.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
