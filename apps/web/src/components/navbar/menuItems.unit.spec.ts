import type { SessionProfile } from '@lavagna/contracts';
import { describe, expect, it } from 'vitest';
import { studentMenuLinks } from './menuItems';

const session = (classesDone: number, reviewSent: boolean) => ({ classesDone, reviewSent }) as SessionProfile;
const labels = (s: SessionProfile) => studentMenuLinks(s).map((l) => l.label);

describe('student user menu', () => {
  it('lists the pages in the order of the spec', () => {
    expect(labels(session(3, false))).toEqual([
      'Gestisci le Tue Lezioni',
      'Lezioni Passate',
      'Storico Pagamenti',
      'Lista dei Coupon Attivi',
      'Lascia una Recensione',
      'Modifica Dati Personali',
    ]);
  });

  it("offers 'Lascia una Recensione' only after 3 lessons and before a review is sent", () => {
    expect(labels(session(2, false))).not.toContain('Lascia una Recensione');
    expect(labels(session(5, true))).not.toContain('Lascia una Recensione');
  });
});
