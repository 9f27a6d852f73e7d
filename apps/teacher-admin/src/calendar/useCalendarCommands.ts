import { useDataProvider, useNotify } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { it } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';

/** The spec reloads the page 1 s after a move, a cancellation, a booking or a recorded payment. */
export const RELOAD_DELAY_MS = 1000;

/** Reloads the page a moment after a write, unless the calendar has gone (the teacher left it, or a test ended) by then. */
const useReloadSoon = () => {
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(pending.current), []);
  return () => {
    window.clearTimeout(pending.current);
    pending.current = window.setTimeout(() => window.location.reload(), RELOAD_DELAY_MS);
  };
};

/** The calendar's writes: custom data-provider commands, each reported with a toast. */
export const useCalendarCommands = () => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const reloadSoon = useReloadSoon();
  const done = (message: string) => () => {
    notify(message, { type: 'success' });
    reloadSoon();
  };
  const failed = (fallback: string) => (error: unknown) => notify(ruleOr(error, fallback), { type: 'error' });

  const move = useMutation({
    mutationFn: ({ id, start, end }: { id: string; start: string; end: string }) =>
      dataProvider.moveLesson(id, start, end),
    onSuccess: done(it.calendar.lessonMoved),
    onError: failed(it.calendar.moveError),
  });
  const cancel = useMutation({
    mutationFn: (id: string) => dataProvider.cancelLesson(id),
    onSuccess: done(it.calendar.lessonCancelled),
    onError: failed(it.calendar.cancelError),
  });
  const cancelSeries = useMutation({
    mutationFn: (id: string) => dataProvider.cancelSeries(id),
    onSuccess: ({ cancelled }) => done(adminIt.calendar.series.cancelled(cancelled))(),
    onError: failed(it.calendar.cancelError),
  });
  const book = useMutation({
    mutationFn: ({ studentId, startEnd }: { studentId: string; startEnd: [string, string][] }) =>
      dataProvider.bookLessons(studentId, startEnd),
    onSuccess: done(it.calendar.lessonSaved),
    onError: failed(it.calendar.saveError),
  });
  const markPaid = useMutation({
    mutationFn: (id: string) => dataProvider.markLessonPaid(id),
    onSuccess: done(adminIt.calendar.paymentRecorded),
    onError: failed(adminIt.calendar.paymentError),
  });
  return { move, cancel, cancelSeries, book, markPaid };
};
