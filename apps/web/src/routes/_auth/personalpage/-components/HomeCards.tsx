import type { CalendarEvent, CouponView } from '@lavagna/contracts';
import { euroToCents, type FiscalTerms } from '@lavagna/domain';
import { formatEuro, formatHours, romeDate, timeRange } from '@lavagna/format';
import EventIcon from '@mui/icons-material/Event';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import PaymentIcon from '@mui/icons-material/Payment';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { toPayLabel } from '../../../../calendar/holds';
import { isPaid, lessonHours } from '../../../../calendar/lessons';
import { longDayLabel, romeDay } from '../../../../calendar/rome';
import { unpaidSummary } from '../../../../components/payment/cart';
import { ui } from '../../../../i18n/it';

function HomeCard({ icon, title, children, actions }: { icon: ReactNode; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1.5 }}>
          {icon}
          <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
            {title}
          </Typography>
        </Stack>
        {children}
      </CardContent>
      {actions && <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{actions}</CardActions>}
    </Card>
  );
}

/** The next lesson, with 'Accedi alla Lezione' when the teacher gave a meeting link. */
export function NextLessonCard({ lesson, linkMeet }: { lesson: CalendarEvent | null; linkMeet: string }) {
  if (!lesson) {
    return (
      <HomeCard
        icon={<EventIcon color="primary" />}
        title={ui.personal.nextLesson}
        actions={
          <Button component={Link} to="/calendario" variant="contained">
            {ui.lessons.bookLesson}
          </Button>
        }
      >
        <Typography sx={{ fontWeight: 600 }}>{ui.personal.noLesson}</Typography>
        <Typography color="text.secondary">{ui.lessons.noLessonsHelp}</Typography>
      </HomeCard>
    );
  }
  const paid = isPaid(lesson);
  return (
    <HomeCard
      icon={<EventIcon color="primary" />}
      title={ui.personal.nextLesson}
      actions={
        <>
          {linkMeet && (
            <Button href={linkMeet} target="_blank" rel="noopener noreferrer" variant="contained" color="secondary" startIcon={<VideocamIcon />}>
              {ui.nav.joinLesson}
            </Button>
          )}
          <Button component={Link} to="/gestisci-le-tue-lezioni" variant="outlined">
            {ui.nav.manageLessons}
          </Button>
        </>
      }
    >
      <Typography sx={{ fontSize: '1.2rem', fontWeight: 700 }}>{longDayLabel(romeDay(lesson.start))}</Typography>
      <Typography>
        {timeRange(lesson.start, lesson.end)} · {formatHours(lessonHours(lesson))}
      </Typography>
      <Chip sx={{ mt: 1 }} size="small" color={paid ? 'success' : 'warning'} label={paid ? ui.personal.confirmed : toPayLabel(lesson)} />
    </HomeCard>
  );
}

/** What is left to pay, and the way to pay it. */
export function UnpaidCard({ lessons, hourlyRate, terms }: { lessons: CalendarEvent[]; hourlyRate: number; terms?: FiscalTerms }) {
  return (
    <HomeCard
      icon={<PaymentIcon color="primary" />}
      title={ui.lessons.unpaidTitle}
      actions={
        lessons.length > 0 && (
          <Button component={Link} to="/gestisci-le-tue-lezioni" variant="contained" color="warning">
            {ui.lessons.payNow}
          </Button>
        )
      }
    >
      <Typography>
        {lessons.length === 0
          ? ui.personal.nothingToPay
          : unpaidSummary(lessons, hourlyRate, terms)}
      </Typography>
    </HomeCard>
  );
}

/** The active coupons: how many, worth how much, the first to expire. */
export function CouponsCard({ coupons, failed }: { coupons: CouponView[] | null; failed: boolean }) {
  const total = (coupons ?? []).reduce((sum, c) => sum + euroToCents(c.value), 0);
  const first = coupons?.[0];
  return (
    <HomeCard
      icon={<LocalOfferIcon color="primary" />}
      title={ui.nav.coupons}
      actions={
        <Button component={Link} to="/lista-coupon" variant="outlined">
          {ui.personal.seeCoupons}
        </Button>
      }
    >
      <Typography>
        {failed
          ? ui.personal.couponsError
          : coupons === null
            ? ui.common.loading
            : coupons.length === 0
              ? ui.personal.noCoupons
              : ui.personal.couponsSummary(coupons.length, formatEuro(total), romeDate(first!.expirationDate))}
      </Typography>
    </HomeCard>
  );
}
