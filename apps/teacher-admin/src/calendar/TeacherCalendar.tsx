import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, LinearProgress, Stack, Typography } from '@mui/material';
import { Title, useDataProvider, useGetIdentity, useGetList, useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { it, type StudentRow } from '@lavagna/contracts';
import { firstBookableDay, lastBookableDay, paymentDayOf, type Slot } from '@lavagna/domain';
import { daysFrom, pickSlot, pickStartEnd, useAnnouncer, useColumns } from '@lavagna/week-calendar';
import { BottomBar, ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { normalise } from '../availability/availabilityForm';
import { availabilityQuery, useCalendarWeeks } from './queries';
import { monthYearHeader, shiftStart } from './week';
import { addDays } from './rome';
import { lessonTitle } from './status';
import { useCalendarState } from './useCalendarState';
import { useCalendarCommands } from './useCalendarCommands';
import { useCalendarKeys } from './useCalendarKeys';
import { useLiveCalendar } from './useLiveCalendar';
import { IcsLinkCard } from '../calendar-feed/IcsLinkCard';
import { CalendarToolbar } from './CalendarToolbar';
import { StudentPicker, fullName } from './StudentPicker';
import { Legend } from './Legend';
import { WeekGrid } from './WeekGrid';
import { LessonBar } from './LessonBar';
import { BookingBar } from './BookingBar';
import { CalendarConfirms, type Confirming } from './CalendarConfirms';
import { SeriesDialog } from './SeriesDialog';

const t = adminIt.calendar;

/** /teacher-calendar[?studentId=]: the teacher's week, with moves, cancellations and bookings for a student. */
export const TeacherCalendar = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const [now] = useState(() => new Date());
  // tomorrow in Rome to the end of the domain's horizon
  const [bounds] = useState(() => ({ first: firstBookableDay(now), last: lastBookableDay(now) }));
  const [start, setStart] = useState(bounds.first);
  const count = useColumns();
  const [params, setParams] = useSearchParams();
  // The student chosen, kept here at once: the router applies the address change in a transition,
  // so a click on the grid right after choosing would otherwise still find no student.
  const addressed = params.get('studentId');
  const [seen, setSeen] = useState(addressed);
  const [studentId, setStudentId] = useState(addressed);
  if (addressed !== seen) {
    // the address changed from elsewhere (the student page's link, back and forward)
    setSeen(addressed);
    setStudentId(addressed);
  }
  const chooseStudent = (id: string | null) => {
    setStudentId(id);
    setParams(id ? { studentId: id } : {}, { replace: true });
  };

  const students = useGetList<StudentRow>('students', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'surname', order: 'ASC' },
  });
  const days = daysFrom(start, count);
  // The weeks the shown days fall in, the neighbours prefetched.
  const eventsQ = useCalendarWeeks(dataProvider, bounds.first, bounds.last, days);
  const availabilityQ = useQuery(availabilityQuery(dataProvider));
  useLiveCalendar();
  const { identity } = useGetIdentity();
  useEffect(() => {
    if (eventsQ.error) notify(ruleOr(eventsQ.error, it.calendar.loadError), { type: 'error' });
  }, [eventsQ.error, notify]);
  useEffect(() => {
    if (availabilityQ.error)
      notify(ruleOr(availabilityQ.error, it.calendar.availabilityLoadError), { type: 'error' });
  }, [availabilityQ.error, notify]);

  const events = eventsQ.events;
  const availability = useMemo(() => normalise(availabilityQ.data?.availability), [availabilityQ.data]);
  // an unknown id in the address books for nobody
  const student = students.data?.find((row) => row.id === studentId);
  const { message, announce } = useAnnouncer();
  const s = useCalendarState({ availability, events, now, studentId: student ? String(student.id) : null, announce });
  const { move, cancel, cancelSeries, book, markPaid } = useCalendarCommands();
  const busy = move.isPending || cancel.isPending || cancelSeries.isPending || book.isPending || markPaid.isPending;
  const loading = eventsQ.pending || availabilityQ.isPending;
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The series' first lesson, kept apart from the picks: once booked, the live calendar drops the pick under it.
  const [weekly, setWeekly] = useState<Slot | null>(null);

  // The toolbar's arrows and the grid's keys page the days alike.
  const shift = (by: number) => {
    const next = shiftStart(start, by, bounds);
    if (next) setStart(next);
    return next !== null;
  };
  const target = s.mode.kind === 'moving' ? s.mode.target : null;

  const confirm = () => {
    if (confirming === 'move' && s.lesson && target) {
      move.mutate({ id: s.lesson._id, ...pickSlot(target) });
    }
    if (confirming === 'cancel' && s.lesson) cancel.mutate(s.lesson._id);
    if (confirming === 'cancelSeries' && s.lesson) cancelSeries.mutate(s.lesson._id);
    if (confirming === 'pay' && s.lesson) markPaid.mutate(s.lesson._id);
    if (confirming === 'book' && student)
      book.mutate({ studentId: String(student.id), startEnd: s.selections.map(pickStartEnd) });
    setConfirming(null);
  };
  const dropSelections = () => {
    s.clearSelections();
    notify(it.calendar.bookingCancelled, { type: 'info' });
  };
  const keys = useCalendarKeys({ s, events, announce, message, shift, onConfirmMove: () => setConfirming('move'), onDropSelections: dropSelections });

  return (
    <Box sx={{ mt: 2, mb: 2 }}>
      <Title title={t.title} />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ justifyContent: 'space-between', gap: 2 }}>
        <CalendarToolbar
          header={monthYearHeader(days)}
          canGoBack={start > bounds.first}
          canGoOn={addDays(start, count) <= bounds.last}
          onToday={() => setStart(bounds.first)}
          onBack={() => shift(-count)}
          onOn={() => shift(count)}
        />
        <StudentPicker
          students={students.data ?? []}
          loading={students.isPending}
          studentId={studentId}
          onChange={(picked) => chooseStudent(picked ? String(picked.id) : null)}
        />
      </Stack>
      <Legend />
      {loading && (
        <>
          <LinearProgress aria-label={it.calendar.loading} />
          <Typography variant="caption">{it.calendar.loading}</Typography>
        </>
      )}
      {eventsQ.error && <Alert severity="error">{it.calendar.loadError}</Alert>}
      <WeekGrid
        days={days}
        availability={availability}
        bounds={bounds}
        events={events}
        selections={s.selections}
        mode={s.mode}
        now={now}
        keys={keys.keys}
        // Until the lessons and the hours are in, a click would be judged against an empty week.
        onCellClick={loading ? () => undefined : s.clickCell}
        onEventClick={s.clickEvent}
      />
      {s.selections.length > 0 && student && s.mode.kind !== 'moving' && (
        <BottomBar label={t.toBook.replace('{student}', fullName(student))}>
          <BookingBar
            studentName={fullName(student)}
            selections={s.selections}
            busy={busy}
            canExtend={s.canExtend}
            canShorten={s.canShorten}
            onExtend={s.extend}
            onShorten={s.shorten}
            onRemove={s.remove}
            onCancel={dropSelections}
            onConfirm={() => setConfirming('book')}
            onWeekly={() => setWeekly(s.selections.length === 1 ? pickSlot(s.selections[0]!) : null)}
          />
        </BottomBar>
      )}
      {s.lesson && (
        <BottomBar label={lessonTitle(s.lesson)}>
          <LessonBar
            key={s.lesson._id}
            autoFocus={keys.barFocus}
            lesson={s.lesson}
            now={now}
            moving={s.mode.kind === 'moving'}
            target={target}
            busy={busy}
            onClose={() => {
              s.close();
              keys.barClosed();
            }}
            onMove={keys.startMove}
            onCancelLesson={() => setConfirming('cancel')}
            onCancelSeries={() => setConfirming('cancelSeries')}
            onMarkPaid={() => setConfirming('pay')}
            onCancelMove={s.cancelMove}
            onConfirmMove={() => setConfirming('move')}
          />
        </BottomBar>
      )}
      {identity && <IcsLinkCard teacherId={String(identity.id)} />}
      {weekly && student && (
        <SeriesDialog
          studentId={String(student.id)}
          studentName={fullName(student)}
          first={weekly}
          paymentDay={paymentDayOf(availabilityQ.data?.paymentDay)}
          now={now}
          onClose={() => setWeekly(null)}
          // Like every other write here, the calendar is read again once the teacher has read the answer.
          onBooked={() => window.location.reload()}
        />
      )}
      <CalendarConfirms confirming={confirming} onConfirm={confirm} onClose={() => setConfirming(null)} />
    </Box>
  );
};
