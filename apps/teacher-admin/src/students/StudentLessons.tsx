import { Chip, Stack, Typography } from '@mui/material';
import {
  DataTable,
  ListContextProvider,
  ResourceContextProvider,
  useDataProvider,
  useList,
  useRecordContext,
} from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { it, type LessonNotesView, type StudentLessonView, type StudentRow } from '@lavagna/contracts';
import { romeDate } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { AuditButton } from '../audit/AuditButton';
import { lessonDuration, lessonWhen, romeDateTimeOr } from './lessonText';
import { studentOverviewQuery } from './queries';
import { TabState } from './TabState';
import { LessonNotesCell } from '../notes/LessonNotesCell';
import { lessonNotesQuery } from '../notes/queries';

const t = adminIt.lessons;
const Column = DataTable.Col<StudentLessonView>;

const STATUS_COLOR = { Confermata: 'success', 'Da Pagare': 'warning', Terminata: 'default' } as const;

export const LessonStatus = ({ status }: { status: StudentLessonView['status'] }) => (
  <Chip size="small" label={status} color={STATUS_COLOR[status]} variant={status === 'Terminata' ? 'outlined' : 'filled'} />
);

/** One table of lessons, as a react-admin DataTable over the overview's rows (sorted in the browser). */
/** With `notes` (past lessons), a column of each lesson's PDF notes and its upload. */
const LessonTable = ({ title, lessons, empty, notes }: { title: string; lessons: StudentLessonView[]; empty: string; notes?: { studentId: string; of: Map<string, LessonNotesView> } }) => {
  const list = useList({ data: lessons });
  return (
    <Stack component="section" aria-label={title} spacing={1} sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title} ({lessons.length})
      </Typography>
      {lessons.length === 0 ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <ResourceContextProvider value="lessons">
          <ListContextProvider value={list}>
            <DataTable bulkActionButtons={false} rowClick={false} size="small" aria-label={title}>
              <Column source="start" render={lessonWhen} />
              <Column source="minutes" render={(l) => lessonDuration(l.minutes)} />
              <Column source="bookedAt" render={(l) => romeDateTimeOr(l.bookedAt)} />
              <Column source="status" render={(l) => <LessonStatus status={l.status} />} />
              <Column source="paidAt" render={(l) => romeDateTimeOr(l.paidAt)} />
              <Column source="transactionId" render={(l) => l.transactionId ?? '—'} />
              {notes && (
                <Column
                  label={it.notes.column}
                  disableSort
                  render={(l) => <LessonNotesCell lesson={l} studentId={notes.studentId} notes={notes.of.get(l.id)} />}
                />
              )}
              <Column
                label=""
                disableSort
                render={(l) => (
                  <AuditButton
                    subject="lesson"
                    id={l.id}
                    label={adminIt.audit.subjects.lesson.replace('{date}', romeDate(l.start))}
                  />
                )}
              />
            </DataTable>
          </ListContextProvider>
        </ResourceContextProvider>
      )}
    </Stack>
  );
};

/** The 'Lezioni' tab: future lessons (Confermata / Da Pagare) then past ones (Terminata). */
export const StudentLessons = () => {
  const record = useRecordContext<StudentRow>();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const query = useQuery({ ...studentOverviewQuery(dataProvider, record?.id ?? ''), enabled: Boolean(record) });
  const studentId = String(record?.id ?? '');
  const notes = useQuery({ ...lessonNotesQuery(dataProvider, studentId), enabled: Boolean(record) });
  const notesOf = new Map((notes.data ?? []).map((n) => [n.lessonId, n]));
  const data = query.data ? [query.data] : undefined;
  return (
    <TabState {...query} data={data} errorText={t.loadError} emptyText="">
      {([overview]) => (
        <>
          <LessonTable title={t.future} lessons={overview!.future} empty={t.noFuture} />
          <LessonTable title={t.past} lessons={overview!.past} empty={t.noPast} notes={{ studentId, of: notesOf }} />
        </>
      )}
    </TabState>
  );
};
