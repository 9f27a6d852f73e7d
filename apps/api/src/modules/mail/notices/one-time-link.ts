import { LINK_PATHS, linkValue, type LinkPurpose } from '../../../infrastructure/security/links.js';
import { escapeHtml, greeting, type Addressee, type NoticeRenderer } from './notice.js';

/** The data of the three notices that carry a one-time link: only the nonce is in the log, the link is signed when rendered. */
export interface LinkParams extends Addressee {
  nonce: string;
}

interface Copy {
  subject: string;
  intro: string;
  action: string;
}

/** A notice whose point is one link, valid 24 hours and once: its copy, and the purpose its link is signed for. */
export const oneTimeLinkNotice =
  (purpose: LinkPurpose, copy: Copy): NoticeRenderer<LinkParams> =>
  (params, mail, ctx) => {
    const link = `${ctx.publicUrl}${LINK_PATHS[purpose]}${linkValue(ctx.linkSecret, purpose, mail.userId, params.nonce ?? '')}`;
    const hello = greeting(params);
    const text = `${hello}\n${copy.intro}\n\n${copy.action}: ${link}\n\nIl link vale 24 ore e si può usare una sola volta.\n\nLavagna`;
    const html = `<p>${escapeHtml(hello)}</p><p>${escapeHtml(copy.intro)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p><p>Il link vale 24 ore e si può usare una sola volta.</p><p>Lavagna</p>`;
    return { subject: copy.subject, text, html, links: [link] };
  };
