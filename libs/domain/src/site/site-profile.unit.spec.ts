import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import {
  decideSiteProfile,
  evolveSiteProfile,
  initialSiteProfileState,
  type SiteProfileCommand,
  type SiteProfileFacts,
  type SiteProfileUpdated,
} from './site-profile.js';

const spec = deciderSpec({ decide: decideSiteProfile, evolve: evolveSiteProfile, initialState: initialSiteProfileState });
const now = new Date('2026-03-20T10:00:00.000Z');

const facts: SiteProfileFacts = {
  legalName: 'Elena Ferri',
  address: 'Via Zamboni 1, 40126 Bologna (BO)',
  vatNumber: '98765432100',
  taxCode: 'FRRLNE90B00A944Y',
  email: 'docente@esempio.it',
  messaging: 'https://wa.me/390000000000',
  instagram: '',
  facebook: '',
  tiktok: '',
  substack: '',
  bio: 'Insegno matematica e fisica.',
};

const setup = () => {
  const teacherId = randomUUID();
  const teacher: Actor = { userId: teacherId, role: 'teacher' };
  const update = (profile: SiteProfileFacts, by: Actor = teacher): SiteProfileCommand => ({ type: 'UpdateSiteProfile', data: { teacherId, profile }, metadata: { now, by } });
  const updated = (profile: SiteProfileFacts, by: Actor = teacher): SiteProfileUpdated => ({
    type: 'SiteProfileUpdated',
    data: { teacherId, profile, updatedAt: now.toISOString(), by },
  });
  return { teacherId, teacher, update, updated };
};

describe("the teacher's public facts", () => {
  describe('when the teacher saves them', () => {
    it('records the whole profile', () => {
      const { update, updated } = setup();
      spec([]).when(update(facts)).then([updated(facts)]);
    });

    it('records the whole profile again when a field changes', () => {
      const { update, updated } = setup();
      const moved = { ...facts, address: 'Via Indipendenza 20, 40121 Bologna (BO)' };
      spec([updated(facts)]).when(update(moved)).then([updated(moved)]);
    });

    it('records nothing when the profile is the same, whatever the order of its fields', () => {
      const { update, updated } = setup();
      const reordered = Object.fromEntries(Object.entries(facts).reverse()) as SiteProfileFacts;
      spec([updated(facts)]).when(update(reordered)).then([]);
    });

    it('keeps only the fields of a profile', () => {
      const { update, updated } = setup();
      spec([]).when(update({ ...facts, extra: 'x' } as SiteProfileFacts)).then([updated(facts)]);
    });
  });

  describe('who may save them', () => {
    it('the teacher themself, or the system for the demo seed', () => {
      const { update, updated } = setup();
      const system: Actor = { userId: 'system', role: 'system' };
      spec([]).when(update(facts, system)).then([updated(facts, system)]);
    });

    it('never another teacher or a student', () => {
      const { update } = setup();
      spec([]).when(update(facts, { userId: randomUUID(), role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
      spec([]).when(update(facts, { userId: randomUUID(), role: 'student' })).thenThrows('AUTH.FORBIDDEN');
    });
  });
});
