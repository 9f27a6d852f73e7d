import type { BillingData } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { hashPassword } from '../src/infrastructure/security/passwords.js';
import { USER_STREAM, UsersQuery, type UserStream } from '../src/modules/accounts/index.js';
import type { TestApp } from './test-app.js';

/** A payer's billing data for test students: Mario Rossi's codice fiscale, computed with codice-fiscale-js. */
export const TEST_BILLING: BillingData = {
  nome: 'Mario',
  cognome: 'Rossi',
  codiceFiscale: 'RSSMRA85T10F205R',
  indirizzo: 'Via Dante 12',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};

/**
 * Confirmed students registered straight through the account stream (no e-mail round trip); their
 * password is 'Quaderno-a-righe-7'. They have billing data, so they can pay, unless `billing` is false.
 */
export const registerStudents = async (t: TestApp, count: number, prefix = 'gara', { billing = true } = {}): Promise<string[]> => {
  const teacher = (await t.app.get(UsersQuery).teacher())!;
  const passwordHash = await hashPassword('Quaderno-a-righe-7');
  const stream = t.app.get<UserStream>(USER_STREAM);
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const userId = randomUUID();
    const email = `${prefix}${i}@esempio.it`;
    await stream.execute(
      'RegisterUser',
      {
        userId, teacherId: teacher.userId, identity: 'student', email, passwordHash, name: 'Gara', surname: `N${i}`,
        birthYear: 2008, residence: null, school: null, tutor: null, privacyConsent: true, hourlyRateCents: 2500,
        confirmation: null, emailId: randomUUID(),
      },
      { userId, role: 'student' },
    );
    if (billing) await stream.execute('GiveBillingData', { userId, billing: TEST_BILLING }, { userId, role: 'student' });
    emails.push(email);
  }
  return emails;
};
