import { it } from '@lavagna/contracts';
import { Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { isPaid, splitLessons } from '../../calendar/lessons';
import { EmptyLessons } from '../../components/lessons/EmptyLessons';
import { DownloadNotesButton } from '../../components/lessons/DownloadNotesButton';
import { LessonCard } from '../../components/lessons/LessonCard';
import { ui } from '../../i18n/it';
import { personalEventsQueryOptions } from '../../queries/calendar';
import { lessonNotesQueryOptions } from '../../queries/notes';

export const Route = createFileRoute('/_auth/lezioni-passate')({
  staticData: { title: ui.tabTitles.pastLessons },
  loader: ({ context: { queryClient, session } }) =>
    Promise.all([
      queryClient.ensureQueryData(personalEventsQueryOptions(session.teacherId, session.userId)),
      queryClient.ensureQueryData(lessonNotesQueryOptions(session.userId)),
    ]),
  component: PastLessonsPage,
});

const finished = { label: it.calendar.finished, color: 'default' } as const;
const unpaid = { label: `${it.calendar.finished} · ${it.calendar.toPay}`, color: 'warning' } as const;

function PastLessonsPage() {
  const { session } = Route.useRouteContext();
  const { data } = useSuspenseQuery(personalEventsQueryOptions(session.teacherId, session.userId));
  const { data: notes } = useSuspenseQuery(lessonNotesQueryOptions(session.userId));
  const notesOf = new Map(notes.map((n) => [n.lessonId, n]));
  const [now] = useState(() => new Date());
  const { past } = splitLessons(data, now);

  return (
    <Stack spacing={3} sx={{ py: { xs: 1, sm: 3 }, maxWidth: 900, mx: 'auto' }}>
      <Typography variant="h1">{ui.lessons.past(past.length)}</Typography>
      {past.length === 0 ? (
        <EmptyLessons title={it.calendar.firstLessonAwaits} text={ui.lessons.pastEmptyHelp} />
      ) : (
        <Stack spacing={2}>
          {past.map((lesson) => (
            <LessonCard
              key={lesson._id}
              lesson={lesson}
              status={isPaid(lesson) ? finished : unpaid}
              actions={notesOf.has(lesson._id) ? <DownloadNotesButton notes={notesOf.get(lesson._id)!} /> : undefined}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
