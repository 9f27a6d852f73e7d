import { lessonDayAndHours } from '@lavagna/format';
import { escapeHtml, greeting, toStudentOrParent, type Addressee, type NoticeOf, type NoticeRenderer } from './notice.js';

/** The notes of a past lesson are ready: where to download them (the student's 'Lezioni Passate'). */
export type LessonNotes = NoticeOf<'lesson-notes', Addressee & { lessonStart: string; lessonEnd: string; fileName: string }>;

export const lessonNotes: NoticeRenderer<LessonNotes['params']> = (p, _mail, ctx) => {
  const link = `${ctx.publicUrl}/lezioni-passate`;
  const when = p.lessonStart && p.lessonEnd ? lessonDayAndHours(p.lessonStart, p.lessonEnd) : '';
  const intro = toStudentOrParent(
    p,
    `gli appunti della lezione di ${when} sono pronti: ${p.fileName ?? ''}.`,
    (student) => `gli appunti della lezione di ${student} di ${when} sono pronti: ${p.fileName ?? ''}.`,
  );
  const how = 'Li trovi in "Lezioni Passate", con il pulsante "Scarica appunti (PDF)".';
  const go = toStudentOrParent(p, 'Vai alle tue lezioni passate', () => 'Vai alle lezioni passate');
  const text = [greeting(p), intro, how, '', `${go}: ${link}`, '', 'Lavagna'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting(p))}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(go)}</a></p>`,
    '<p>Lavagna</p>',
  ].join('');
  return { subject: toStudentOrParent(p, 'Gli appunti della tua lezione sono pronti', (student) => `Gli appunti della lezione di ${student} sono pronti`), text, html, links: [link] };
};
