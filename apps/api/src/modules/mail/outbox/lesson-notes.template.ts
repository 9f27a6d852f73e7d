import type { RenderedEmail, TemplateContext } from './templates.js';

const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const dayFormat = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const hourFormat = new Intl.DateTimeFormat('it-IT', { timeZone: 'Europe/Rome', hour: '2-digit', minute: '2-digit' });

/** 'lunedì 16 marzo 2026, 15:00-16:00' */
const lessonTime = (start: string, end: string) =>
  `${dayFormat.format(new Date(start))}, ${hourFormat.format(new Date(start))}-${hourFormat.format(new Date(end))}`;

/** The notes of a past lesson are ready: where to download them (the student's 'Lezioni Passate'). */
export const lessonNotesEmail = (params: Record<string, string>, ctx: Pick<TemplateContext, 'publicUrl'>): RenderedEmail => {
  const link = `${ctx.publicUrl}/lezioni-passate`;
  const when = params.lessonStart && params.lessonEnd ? lessonTime(params.lessonStart, params.lessonEnd) : '';
  const intro = `gli appunti della lezione di ${when} sono pronti: ${params.fileName ?? ''}.`;
  const how = 'Li trovi in "Lezioni Passate", con il pulsante "Scarica appunti (PDF)".';
  const text = [`Ciao ${params.name ?? ''},`, intro, how, '', `Vai alle tue lezioni passate: ${link}`, '', 'Lavagna'].join('\n');
  const html = [
    `<p>Ciao ${escapeHtml(params.name ?? '')},</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<p>${escapeHtml(how)}</p>`,
    `<p><a href="${escapeHtml(link)}">Vai alle tue lezioni passate</a></p>`,
    '<p>Lavagna</p>',
  ].join('');
  return { subject: 'Gli appunti della tua lezione sono pronti', text, html, links: [link] };
};
