import type { EmailAttachment } from '@lavagna/contracts';

/** A notice as stored in the log: which one, and its data (strings, as EmailQueued keeps them). */
export interface NoticeOf<T extends string, P> {
  template: T;
  params: P;
}

/** The e-mail a notice is queued in, as far as its rendering needs it. */
export interface QueuedMail {
  emailId: string;
  userId: string;
  /** When it was queued: the calendar files' stamp, and the moment a notice names when it has no other. */
  queuedAt: string;
}

/** What rendering needs beside the notice: the site's address and the key that signs one-time links. */
export interface NoticeContext {
  publicUrl: string;
  linkSecret: string;
}

export interface RenderedNotice {
  subject: string;
  text: string;
  html: string;
  links: string[];
  attachments?: EmailAttachment[];
}

/** Renders a notice of one kind; pure: the same notice, e-mail and context give the same bytes. */
export type NoticeRenderer<P> = (params: P, mail: QueuedMail, ctx: NoticeContext) => RenderedNotice;

export const escapeHtml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text and its HTML, paragraph by paragraph; `links` are [label, url] pairs after the text. */
export const compose = (subject: string, lines: string[], links: [string, string][] = []): RenderedNotice => {
  const text = [...lines, ...links.flatMap(([label, url]) => ['', `${label}: ${url}`]), '', 'Lavagna'].join('\n');
  const html = [
    ...lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')),
    ...links.map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`),
    '<p>Lavagna</p>',
  ].join('');
  return { subject, text, html, links: links.map(([, url]) => url) };
};

/** The lines as paragraphs, with no links: the older notices' layout, signed at their end by their own lines. */
export const paragraphs = (subject: string, lines: string[], links: string[] = []): RenderedNotice => ({
  subject,
  text: lines.join('\n'),
  html: lines.map((l) => (l ? `<p>${escapeHtml(l)}</p>` : '')).join(''),
  links,
});

/** The meeting link as a button-like link, when the student has one. */
export const meetLink = (linkMeet: string | null | undefined): [string, string][] => (linkMeet ? [['Accedi alla Lezione', linkMeet]] : []);
export const lessonsPage = (ctx: NoticeContext): [string, string] => ['Le tue lezioni', `${ctx.publicUrl}/gestisci-le-tue-lezioni`];

/**
 * Whom a notice about a student speaks to: the student by their first name (`name`), or, on a
 * minor's account a parent manages, the parent (`parent`, their full name), who is told about the
 * student by name. Absent `parent` (and on e-mails queued before it was carried): the student.
 */
export interface Addressee {
  name: string;
  parent?: string | null;
}

/** 'Ciao Marco,' to a student, 'Gentile Anna Esposito,' to a parent: no word that guesses a gender. */
export const greeting = (p: Addressee): string => (p.parent ? `Gentile ${p.parent},` : `Ciao ${p.name ?? ''},`);

/**
 * The student's words or the parent's: `mine` said to the student ('la tua lezione'), `theirs`
 * to a parent, given the student's first name ('la lezione di Marco').
 */
export const toStudentOrParent = (p: Addressee, mine: string, theirs: (student: string) => string): string =>
  p.parent ? theirs(p.name ?? '') : mine;
