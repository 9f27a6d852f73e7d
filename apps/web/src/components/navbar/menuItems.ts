import type { SessionProfile } from '@lavagna/contracts';
import { reviewProblem } from '@lavagna/domain';
import { ui } from '../../i18n/it';

export type StudentPath =
  | '/gestisci-le-tue-lezioni'
  | '/lezioni-passate'
  | '/storico-prenotazioni'
  | '/lista-coupon'
  | '/lascia-una-recensione'
  | '/modifica-dati-personali';

/** A review is offered once, after enough lessons: the domain's rule, the one the server applies. */
export const canReview = (s: Pick<SessionProfile, 'reviewSent' | 'classesDone'>): boolean =>
  reviewProblem({ classesDone: s.classesDone, reviewSent: s.reviewSent }) === null;

/** The page links of the student user menu, in spec order. */
export function studentMenuLinks(session: SessionProfile): { to: StudentPath; label: string }[] {
  return [
    { to: '/gestisci-le-tue-lezioni' as const, label: ui.nav.manageLessons },
    { to: '/lezioni-passate' as const, label: ui.nav.pastLessons },
    { to: '/storico-prenotazioni' as const, label: ui.nav.payments },
    { to: '/lista-coupon' as const, label: ui.nav.coupons },
    ...(canReview(session) ? [{ to: '/lascia-una-recensione' as const, label: ui.nav.review }] : []),
    { to: '/modifica-dati-personali' as const, label: ui.nav.personalData },
  ];
}

/** The site's own pages in the navbar (and its menu on narrow screens). */
export const pageLinks = [
  { to: '/calendario', label: ui.nav.book },
  { to: '/pagina-principale-blog', label: ui.nav.blog },
] as const;
