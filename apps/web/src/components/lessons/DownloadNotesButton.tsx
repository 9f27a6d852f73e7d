import { it, type LessonNotesView } from '@lavagna/contracts';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { notesApi } from '../../api/notes';

/**
 * 'Scarica appunti (PDF)': asks the API once first (which renews a session that ran out), then
 * lets the browser download the file the API sends as an attachment.
 */
export function DownloadNotesButton({ notes }: { notes: LessonNotesView }) {
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setFailed(false);
    try {
      await notesApi.mine();
    } catch {
      return setFailed(true);
    }
    const link = document.createElement('a');
    link.href = notesApi.fileUrl(notes.lessonId);
    link.download = notes.fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  };
  return (
    <>
      <Button size="small" variant="outlined" startIcon={<PictureAsPdfIcon />} onClick={() => void download()} title={notes.fileName}>
        {it.notes.download}
      </Button>
      {failed && (
        <Typography role="alert" color="error" variant="body2">
          {it.notes.downloadError}
        </Typography>
      )}
    </>
  );
}
