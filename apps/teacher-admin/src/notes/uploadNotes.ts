import { NOTES_FILE_NAME_HEADER, type LessonNotesView } from '@lavagna/contracts';
import { api } from '../http/api';
import { toHttpError } from '../http/problem';

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

const send = (lessonId: string, file: File, onProgress: (percent: number) => void) =>
  new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    // XMLHttpRequest, not fetch: only it reports how much of the upload has gone.
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/lessons/${encodeURIComponent(lessonId)}/notes`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', 'application/pdf');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader(NOTES_FILE_NAME_HEADER, encodeURIComponent(file.name));
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parse(xhr.responseText) });
    xhr.onerror = () => reject(toHttpError(0, null));
    xhr.send(file);
  });

/**
 * PUT /api/lessons/{id}/notes with the raw PDF, reporting progress; a 401 renews the session once
 * and sends again. A refusal is thrown as an HttpError with the API's Italian message.
 */
export const uploadNotes = async (lessonId: string, file: File, onProgress: (percent: number) => void): Promise<LessonNotesView> => {
  let res = await send(lessonId, file, onProgress);
  if (res.status === 401 && (await api.refreshSession())) res = await send(lessonId, file, onProgress);
  if (res.status < 200 || res.status >= 300) throw toHttpError(res.status, res.body, { refreshFailed: res.status === 401 });
  return res.body as LessonNotesView;
};
