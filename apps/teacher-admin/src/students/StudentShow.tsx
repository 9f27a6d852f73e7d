import {
  BooleanField,
  DateField,
  DeleteButton,
  EditButton,
  EmailField,
  Labeled,
  NumberField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { StudentRow } from '@lavagna/contracts';
import { Stack } from '@mui/material';
import { DATE_OPTIONS, LOCALE } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import { ModifiedBadge } from './ModifiedBadge';
import { BookLessonButton } from './BookLessonButton';
import { CreateCouponButton } from './CreateCouponButton';
import { StudentCoupons } from './StudentCoupons';
import { StudentBilling } from './StudentBilling';
import { StudentPayments } from './StudentPayments';
import { StudentFigures } from './StudentFigures';
import { StudentLessons } from './StudentLessons';
import { MeetLinkField } from './MeetLinkField';
import { AuditTimeline } from '../audit/AuditTimeline';

const t = adminIt.students;

// The five actions wrap on a phone instead of widening the page.
const ShowActions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <ModifiedBadge />
    <BookLessonButton />
    <CreateCouponButton />
    <EditButton />
    <DeleteButton mutationMode="pessimistic" confirmContent={t.deleteContent} />
  </TopToolbar>
);

const StudentHistory = () => {
  const record = useRecordContext<StudentRow>();
  return record ? <AuditTimeline subject="student" id={record.id} /> : null;
};

/**
 * The student page: figures on top, then personal data, future and past lessons, payments,
 * coupons, settings and the audit trail. Future and past lessons share one 'Lezioni' tab.
 */
export const StudentShow = () => (
  // width 0 + min-width 100%: a wide table scrolls in its frame instead of widening the page
  <Show actions={<ShowActions />} sx={{ '& .RaShow-main': { width: 0, minWidth: '100%', overflowX: 'auto' } }}>
    <StudentFigures />
    {/* Seven tabs scroll sideways in their row on a phone rather than widening the page. */}
    <TabbedShowLayout tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}>
      <TabbedShowLayout.Tab label={t.tabs.profile}>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={6}>
          <Labeled><TextField source="name" /></Labeled>
          <Labeled><TextField source="surname" /></Labeled>
          <Labeled><NumberField source="birthYear" options={{ useGrouping: false }} /></Labeled>
        </Stack>
        <EmailField source="email" />
        <TextField source="nameForReview" />
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={6}>
          <Labeled><TextField source="tutor.name" emptyText={t.noTutor} /></Labeled>
          <Labeled><TextField source="tutor.surname" emptyText="-" /></Labeled>
        </Stack>
        <DateField source="createdAt" locales={LOCALE} options={DATE_OPTIONS} />
        <BooleanField source="modifiedByTeacher" />
        <TextField source="id" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t.tabs.school} path="scuola">
        <TextField source="residence.region" emptyText="-" />
        <TextField source="residence.province" emptyText="-" />
        <TextField source="school.schoolType" emptyText="-" />
        <TextField source="school.institute" emptyText="-" />
        <TextField source="school.examYear" emptyText="-" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t.tabs.lessons} path="lezioni">
        <MeetLinkField source="linkMeet" />
        <StudentLessons />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t.tabs.coupons} path="coupon">
        <StudentCoupons />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t.tabs.payments} path="pagamenti">
        <StudentBilling />
        <StudentPayments />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t.tabs.settings} path="impostazioni">
        <BooleanField source="personalSettings.isEmailConfirmed" />
        <BooleanField source="personalSettings.isOneHourEmailActive" />
        <BooleanField source="personalSettings.is48HoursEmailActive" />
        <BooleanField source="personalSettings.privacyConsent" />
      </TabbedShowLayout.Tab>
      <TabbedShowLayout.Tab label={t.tabs.history} path="cronologia">
        <StudentHistory />
      </TabbedShowLayout.Tab>
    </TabbedShowLayout>
  </Show>
);
