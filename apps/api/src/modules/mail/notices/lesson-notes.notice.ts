import { lessonDayAndHours } from '@lavagna/format';
import { escapeHtml, type NoticeOf, type NoticeRenderer } from './notice.js';

/** The notes of a past lesson are ready: where to download them (the student's 'Lezioni Passate'). */
export type LessonNotes = NoticeOf<'lesson-notes', { name: string; lessonStart: string; lessonEnd: string; fileName: string }>;

export const lessonNotes: NoticeRenderer<LessonNotes['params']> = (p, _mail, ctx) => {
  const link = `${ctx.publicUrl}/lezioni-passate`;
  const when = p.lessonStart && p.lessonEnd ? lessonDayAndHours(p.lessonStart, p.lessonEnd) : '';
  const intro = `gli appunti della lezione di ${when} sono pronti: ${p.fileName ?? ''}.`;
  const how = 'Li trovi in "Lezioni Passate", con il pulsante "Scarica appunti (PDF)".';
  const text = [`Ciao ${p.name ?? ''},`, intro, how, '', `Vai alle tue lezioni passate: ${link}`, '', 'Lavagna'].join('\n');
  const html = [
    `<p>Ciao ${escapeHtml(p.name ?? '')},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(link)}">Vai alle tue lezioni passate</a></p>`,
    '<p>Lavagna</p>',
  ].join('');
  return { subject: 'Gli appunti della tua lezione sono pronti', text, html, links: [link] };
};
