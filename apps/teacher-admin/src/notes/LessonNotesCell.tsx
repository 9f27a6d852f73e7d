import { it, problemMessages, type ErrorCode, type LessonNotesView, type StudentLessonView } from '@lavagna/contracts';
import { notesFileProblem, notesLessonProblem } from '@lavagna/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, LinearProgress, Link, Stack, Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import type { LavagnaDataProvider } from '../dataProvider';
import { lessonNotesUrl } from './api';
import { lessonNotesQueryKey } from './queries';

/** The domain's refusal of a file, in the catalogue's words, before anything is sent. */
const refusalOf = async (file: File): Promise<string | null> => {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const code = notesFileProblem({ fileName: file.name, size: file.size, head });
  return code ? problemMessages[code as ErrorCode] : null;
};

interface Props {
  lesson: StudentLessonView;
  studentId: string;
  notes: LessonNotesView | undefined;
}

/**
 * A past lesson's notes in the console: the file (the teacher can open it) and a button to upload
 * or replace a PDF, with the upload's progress; refusals in Italian, checked first in the browser
 * with the domain's rules, then by the API.
 */
export const LessonNotesCell = ({ lesson, studentId, notes }: Props) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const notOver = notesLessonProblem({ status: 'booked', end: lesson.end }, new Date());
  const upload = useMutation({
    mutationFn: (file: File) => dataProvider.attachLessonNotes(lesson.id, file, setProgress),
    onSuccess: () => {
      notify(it.notes.uploaded, { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: lessonNotesQueryKey(studentId) });
    },
    onError: (error: Error) => notify(error.message || it.notes.uploadError, { type: 'error' }),
    onSettled: () => setProgress(null),
  });

  const chosen = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const refusal = await refusalOf(file);
    if (refusal) return notify(refusal, { type: 'error' });
    setProgress(0);
    upload.mutate(file);
  };

  const label = notes ? it.notes.replace : it.notes.upload;
  return (
    <Stack spacing={0.5} sx={{ minWidth: 180 }}>
      {notes ? (
        <Link href={lessonNotesUrl(lesson.id)} download={notes.fileName} underline="hover" sx={{ wordBreak: 'break-all' }}>
          {notes.fileName}
        </Link>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {it.notes.none}
        </Typography>
      )}
      <input ref={input} type="file" accept="application/pdf,.pdf" hidden aria-label={label} onChange={(e) => void chosen(e)} />
      <Box>
        <Button
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={upload.isPending || notOver !== null}
          title={notOver ? problemMessages[notOver] : undefined}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
      </Box>
      {progress !== null && (
        <Box role="status" aria-live="polite">
          <LinearProgress variant="determinate" value={progress} aria-label={it.notes.uploading.replace('{percent}', String(progress))} />
          <Typography variant="caption">{it.notes.uploading.replace('{percent}', String(progress))}</Typography>
        </Box>
      )}
    </Stack>
  );
};
