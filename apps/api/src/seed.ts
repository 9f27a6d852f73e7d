import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { randomUUID } from 'node:crypto';
import { hashPassword } from './infrastructure/security/passwords.js';
import { systemClock } from './infrastructure/tokens.js';
import { DEFAULT_HOURLY_RATE_CENTS, SYSTEM } from '@lavagna/domain';
import { AppModule, type AppOptions } from './app.module.js';
import { seedDemoBilling } from './demo-billing.js';
import { historyClock, seedDemoHistory } from './demo-history.js';
import { demoFiscalProfile, demoSiteProfile } from './demo-site-profile.js';
import { USER_STREAM, UsersQuery, type UserStream } from './modules/accounts/index.js';
import { FISCAL_PROFILE_STREAM, type FiscalProfileStream } from './modules/fiscal-profile/index.js';
import { AVAILABILITY_STREAM, type AvailabilityStream } from './modules/lessons/streams.js';
import { SITE_PROFILE_STREAM, type SiteProfileStream } from './modules/site/index.js';

export const DEMO_PASSWORD = 'Lavagna2026!';

export const DEMO_ACCOUNTS = [
  { email: 'docente@lavagna.test', name: 'Elena', surname: 'Ferri', identity: 'teacher' as const },
  { email: 'studente1@lavagna.test', name: 'Marco', surname: 'Rossi', identity: 'student' as const },
  { email: 'studente2@lavagna.test', name: 'Giulia', surname: 'Bianchi', identity: 'student' as const },
  { email: 'studente3@lavagna.test', name: 'Luca', surname: 'Verdi', identity: 'student' as const },
];

/** The demo teacher's accountant (the console's read-only desk), same password as the others. */
export const DEMO_ACCOUNTANT = { email: 'contabile@lavagna.test', name: 'Paola', surname: 'Conti', identity: 'accountant' as const };

const SCHOOLS = [
  { schoolType: 'Scuola Superiore' as const, institute: 'Liceo Scientifico Galileo Galilei', examYear: '4° Anno' },
  { schoolType: 'Scuola Superiore' as const, institute: 'Istituto Tecnico Enrico Fermi', examYear: '5° Anno' },
  { schoolType: 'Università' as const, institute: 'Politecnico di Milano', examYear: 'Analisi Matematica 1' },
];

/** Monday-Friday 09:00-21:00, Saturday 09:00-13:00, Sunday off (Rome local minutes). */
export const DEMO_AVAILABILITY: [number, number][] = [
  [540, 1260], [540, 1260], [540, 1260], [540, 1260], [540, 1260], [540, 780], [0, 0],
];

/**
 * The demo teacher's public facts (demoSiteProfile), unless the teacher has saved some: also on a
 * demo database seeded before the public site had them. Reviews are never seeded: only students write them.
 */
const seedDemoSiteProfile = async (app: INestApplicationContext, teacherId: string): Promise<void> => {
  const stream = app.get<SiteProfileStream>(SITE_PROFILE_STREAM);
  if ((await stream.state(teacherId)).status !== 'Empty') return;
  await stream.execute('UpdateSiteProfile', { teacherId, profile: demoSiteProfile }, SYSTEM);
};

/** The demo teacher's fiscal profile (demoFiscalProfile), unless the teacher has saved one: also on an older demo database. */
const seedDemoFiscalProfile = async (app: INestApplicationContext, teacherId: string): Promise<void> => {
  const stream = app.get<FiscalProfileStream>(FISCAL_PROFILE_STREAM);
  if ((await stream.state(teacherId)).status !== 'Empty') return;
  await stream.execute('SetFiscalProfile', { teacherId, profile: demoFiscalProfile }, SYSTEM);
};

/** The demo accountant, unless the teacher has one with that address: also on a demo database seeded before accountants existed. */
const seedDemoAccountant = async (app: INestApplicationContext, teacherId: string, passwordHash?: string): Promise<void> => {
  const users = app.get(UsersQuery);
  if ((await users.accountantsOf(teacherId)).some((a) => a.email === DEMO_ACCOUNTANT.email)) return;
  const { identity, email, name, surname } = DEMO_ACCOUNTANT;
  const userId = randomUUID();
  await app.get<UserStream>(USER_STREAM).execute(
    'RegisterUser',
    {
      userId,
      teacherId,
      identity,
      email,
      passwordHash: passwordHash ?? (await hashPassword(DEMO_PASSWORD)),
      name,
      surname,
      birthYear: null,
      residence: null,
      school: null,
      tutor: null,
      privacyConsent: true,
      hourlyRateCents: 0,
      confirmation: null,
    },
    SYSTEM,
  ).catch(() => undefined); // the address taken by someone else: no demo accountant, nothing more
};

/**
 * On a database with no teacher: the demo teacher with their public facts and three confirmed
 * students. Returns whether it seeded the accounts.
 */
export const seedDemoData = async (app: INestApplicationContext, { history = false } = {}): Promise<boolean> => {
  const users = app.get(UsersQuery);
  const existing = await users.teacher();
  if (existing) {
    await seedDemoSiteProfile(app, existing.userId);
    await seedDemoBilling(app, existing.userId);
    await seedDemoFiscalProfile(app, existing.userId);
    await seedDemoAccountant(app, existing.userId);
    return false;
  }
  const stream = app.get<UserStream>(USER_STREAM);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  let teacherId = '';
  for (const [index, account] of DEMO_ACCOUNTS.entries()) {
    const userId = randomUUID();
    if (account.identity === 'teacher') teacherId = userId;
    const student = account.identity === 'student';
    await stream.execute(
      'RegisterUser',
      {
        userId,
        teacherId: student ? teacherId : userId,
        identity: account.identity,
        email: account.email,
        passwordHash,
        name: account.name,
        surname: account.surname,
        birthYear: student ? 2005 + index : null,
        residence: student ? { region: 'Lombardia', province: 'Milano' } : null,
        school: student ? SCHOOLS[index - 1]! : null,
        tutor: null,
        privacyConsent: true,
        hourlyRateCents: DEFAULT_HOURLY_RATE_CENTS,
        confirmation: null,
      },
      { userId: 'system', role: 'system' },
    );
  }
  await app
    .get<AvailabilityStream>(AVAILABILITY_STREAM)
    .execute('SetAvailability', { teacherId, availability: DEMO_AVAILABILITY }, { userId: 'system', role: 'system' });
  await seedDemoSiteProfile(app, teacherId);
  await seedDemoFiscalProfile(app, teacherId);
  await seedDemoBilling(app, teacherId);
  await seedDemoAccountant(app, teacherId, passwordHash);
  if (history) await seedDemoHistory(app, teacherId, passwordHash);
  return true;
};

/**
 * `npm start` in demo mode: the demo data and, on a new database, its history, written by an
 * application of their own whose clock runs HISTORY_DAYS_AGO days behind (demo-history.ts).
 */
export const seedDemo = async (options: AppOptions): Promise<boolean> => {
  const context = await NestFactory.createApplicationContext(AppModule.forRoot({ ...options, clock: historyClock(options.clock ?? systemClock(options.config.clockOffsetMs)) }), { logger: false });
  try {
    return await seedDemoData(context, { history: true });
  } finally {
    await context.close();
  }
};
