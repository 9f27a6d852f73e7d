import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { Button, Paper, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { ui } from '../../i18n/it';

/** An empty list of lessons, pointing to the calendar. */
export function EmptyLessons({ title, text }: { title: string; text: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <EventAvailableIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h3" component="h2" sx={{ mt: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 2 }}>
        {text}
      </Typography>
      <Button component={Link} to="/calendario" variant="contained">
        {ui.lessons.bookLesson}
      </Button>
    </Paper>
  );
}
