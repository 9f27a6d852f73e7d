import type { CalendarEvent } from '@lavagna/contracts';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Divider, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { lessonHours, lessonsPrice } from '../../calendar/lessons';
import { longDayLabel, romeDay, timeRange } from '../../calendar/rome';
import { formatEuro, formatHours, vatCents } from '../../format/money';
import { ui } from '../../i18n/it';
import { HoldCountdown } from './HoldCountdown';

interface Props {
  lessons: CalendarEvent[];
  hourlyRate: number;
  /** End of the 15-minute hold of a booking just made; none for lessons booked earlier. */
  holdExpiresAt: string | null;
  onBack: () => void;
  backBusy?: boolean;
}

/** The payment step: the lessons, the total with its VAT, and (for now) no online payment yet. */
export function PaymentStep({ lessons, hourlyRate, holdExpiresAt, onBack, backBusy }: Props) {
  const gross = lessonsPrice(lessons, hourlyRate);
  return (
    <Stack spacing={2} component="section" aria-labelledby="payment-title">
      <Typography id="payment-title" variant="h2">
        {ui.payment.title}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Card>
          <CardContent>
            <Typography variant="h3" component="h3" gutterBottom>
              {ui.payment.lessons}
            </Typography>
            <List dense aria-label={ui.payment.lessons}>
              {lessons.map((lesson) => (
                <ListItem key={lesson._id} disableGutters divider>
                  <ListItemText
                    primary={longDayLabel(romeDay(lesson.start))}
                    secondary={`${timeRange(lesson.start, lesson.end)} · ${formatHours(lessonHours(lesson))}`}
                  />
                </ListItem>
              ))}
            </List>
            <Stack direction="row" justifyContent="space-between" sx={{ mt: 2 }}>
              <Typography fontWeight={700}>{ui.payment.total}</Typography>
              <Typography fontWeight={700}>{formatEuro(gross)}</Typography>
            </Stack>
            <Stack direction="row" justifyContent="space-between">
              <Typography color="text.secondary">{ui.payment.vat}</Typography>
              <Typography color="text.secondary">{formatEuro(vatCents(gross))}</Typography>
            </Stack>
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack spacing={2}>
              <Typography variant="h3" component="h3">
                {ui.payment.methods}
              </Typography>
              {holdExpiresAt && <HoldCountdown expiresAt={holdExpiresAt} />}
              <Alert severity="info" variant="outlined">
                {ui.payment.onlineSoon}
              </Alert>
              <Divider />
              <Button variant="outlined" startIcon={<ArrowBackIcon />} onClick={onBack} disabled={backBusy}>
                {ui.payment.back}
              </Button>
            </Stack>
          </CardContent>
        </Card>
      </Box>
    </Stack>
  );
}
