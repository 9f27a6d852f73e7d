import { jest } from '@jest/globals';
import { emptySiteProfile, it as messages, siteProfileSchema, type PublicSite, type SiteProfile } from '@lavagna/contracts';
import { randomUUID } from 'node:crypto';
import { login } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';
import { demoSiteProfile } from '../../../demo-site-profile.js';
import { seedDemoData } from '../../../seed.js';
import { SiteProfileQuery } from '../projections/site-profile/site-profile.query.js';

jest.setTimeout(60_000);

const profile: SiteProfile = {
  legalName: 'Elena Ferri',
  address: 'Via Santo Stefano 30, 40125 Bologna (BO)',
  vatNumber: '98765432100',
  taxCode: 'FRRLNE90B00A944Y',
  email: 'lezioni@esempio.it',
  messaging: 'https://wa.me/390000000001',
  instagram: '',
  facebook: '',
  tiktok: '',
  substack: 'https://esempio.substack.com',
  bio: 'Insegno matematica e fisica.\n\nOnline, con la lavagna condivisa.',
};

describe("the teacher's public facts (GET and PUT /api/site/profile)", () => {
  let t: TestApp;
  // Once the side effects of what came before have run: they append in the background.
  const events = async () => {
    await t.settle();
    return Number((await t.pool.query('SELECT count(*) AS n FROM emt_messages')).rows[0].n);
  };
  /** The teacher, signed in, having saved `facts`: how a test puts the profile where it needs it. */
  const teacherWith = async (facts: SiteProfile = profile) => {
    const teacher = await login(t, 'docente@lavagna.test');
    await teacher.agent.put('/api/site/profile').send(facts).expect(200);
    return teacher;
  };
  // What anyone read before the teacher saved anything: the other tests save the profile.
  let seeded: { profile: unknown; site: PublicSite };
  beforeAll(async () => {
    t = await createTestApp();
    seeded = {
      profile: (await t.http().get('/api/site/profile').expect(200)).body,
      site: (await t.http().get('/api/site/public').expect(200)).body as PublicSite,
    };
  });
  afterAll(() => t.close());

  it('in demo mode anyone reads the demo facts: a real bio of 350-500 words in paragraphs, all valid', async () => {
    expect(seeded.profile).toEqual(demoSiteProfile);
    expect(siteProfileSchema.parse(demoSiteProfile)).toEqual(demoSiteProfile);
    const words = demoSiteProfile.bio.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(350);
    expect(words).toBeLessThanOrEqual(500);
    expect(demoSiteProfile.bio.split('\n\n').length).toBeGreaterThan(3);
    expect(demoSiteProfile).toMatchObject({ legalName: 'Elena Ferri', email: 'docente@lavagna.test', messaging: 'https://wa.me/390000000000' });
    expect(seeded.site).toEqual({ profile: demoSiteProfile, terms: { regime: 'RF01', bolloCharged: false }, reviews: [] });
  });

  it('the teacher saves the whole profile and gets it back as saved; anyone reads it at once', async () => {
    // From other facts (the other tests save this very profile), so that the save changes them.
    const teacher = await teacherWith(demoSiteProfile);
    const saved = await teacher.agent.put('/api/site/profile').send({ ...profile, legalName: '  Elena Ferri ', taxCode: profile.taxCode.toLowerCase() }).expect(200);
    expect(saved.body).toEqual(profile);
    expect((await t.http().get('/api/site/profile').expect(200)).body).toEqual(profile);
    expect(((await t.http().get('/api/site/public').expect(200)).body as PublicSite).profile).toEqual(profile);
  });

  it('saving the same profile again records nothing', async () => {
    const teacher = await teacherWith();
    const before = await events();
    await teacher.agent.put('/api/site/profile').send(profile).expect(200);
    expect(await events()).toBe(before);
  });

  it('refuses bad fields with their Italian messages, and changes nothing', async () => {
    const teacher = await teacherWith();
    const before = await events();
    const refusal = async (change: Record<string, unknown>) => (await teacher.agent.put('/api/site/profile').send({ ...profile, ...change }).expect(400)).body;
    expect((await refusal({ vatNumber: '1234567890' })).message).toBe('La partita IVA è composta da 11 cifre');
    expect((await refusal({ vatNumber: '1234567890A' })).message).toBe(messages.site.vatNumberInvalid);
    expect((await refusal({ taxCode: 'FRRLNE88' })).message).toBe(messages.site.taxCodeInvalid);
    expect((await refusal({ legalName: '  ' })).message).toBe(messages.site.legalNameRequired);
    expect((await refusal({ address: '' })).message).toBe(messages.site.addressRequired);
    expect((await refusal({ instagram: 'http://www.instagram.com/x' })).message).toBe(messages.site.urlInvalid);
    expect((await refusal({ email: 'non-una-email' })).message).toBe(messages.account.emailInvalid);
    expect((await refusal({ bio: 'x'.repeat(20_001) })).message).toBe(messages.site.bioTooLong);
    const { vatNumber: _v, ...missing } = profile;
    expect((await teacher.agent.put('/api/site/profile').send(missing).expect(400)).body.errors).toEqual([{ path: 'vatNumber', message: messages.site.vatNumberInvalid }]);
    await teacher.agent.put('/api/site/profile').send({ ...profile, logo: 'x' }).expect(400);
    expect(await events()).toBe(before);
    expect((await t.http().get('/api/site/profile').expect(200)).body).toEqual(profile);
  });

  it('is the teacher\'s only to change: a student 403, nobody signed in 401', async () => {
    const student = await login(t, 'studente1@lavagna.test');
    expect((await student.agent.put('/api/site/profile').send(profile).expect(403)).body.code).toBe('AUTH.FORBIDDEN');
    await t.http().put('/api/site/profile').send(profile).expect(401);
  });

  it("is sealed in the log with the teacher's key", async () => {
    await teacherWith();
    const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM emt_messages WHERE message_type = 'SiteProfileUpdated' AND (message_data::text LIKE '%Santo Stefano%' OR message_data::text LIKE '%FRRLNE%' OR message_data::text LIKE '%Pratello%')");
    expect(rows[0].n).toBe(0);
  });

  it('an empty profile for a teacher who never saved one; the demo seed never overwrites a saved one', async () => {
    await teacherWith();
    expect(await t.app.get(SiteProfileQuery).of(randomUUID())).toEqual(emptySiteProfile);
    expect(await seedDemoData(t.app)).toBe(false);
    expect((await t.http().get('/api/site/profile').expect(200)).body).toEqual(profile);
  });
});
