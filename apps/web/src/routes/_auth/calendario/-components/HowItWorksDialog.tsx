import { Button, Dialog, DialogActions, DialogContent, DialogTitle, List, ListItem, ListItemText } from '@mui/material';
import { ui } from '../../../../i18n/it';

/** A short written guide; the spec's video overlay comes later. */
export function HowItWorksDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="how-it-works-title" maxWidth="sm" fullWidth>
      <DialogTitle id="how-it-works-title">{ui.calendar.howItWorksTitle}</DialogTitle>
      <DialogContent>
        <List component="ol" dense sx={{ listStyle: 'decimal', pl: 3 }}>
          {ui.calendar.howItWorksSteps.map((step) => (
            <ListItem key={step} sx={{ display: 'list-item', px: 0 }}>
              <ListItemText primary={step} />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {ui.common.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
