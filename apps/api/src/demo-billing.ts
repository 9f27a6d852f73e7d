import type { INestApplicationContext } from '@nestjs/common';
import { SYSTEM, type BillingData } from '@lavagna/domain';
import { BillingQuery, USER_STREAM, UsersQuery, type UserStream } from './modules/accounts/index.js';

/**
 * The demo students' billing data: adults who pay for themselves. Each codice fiscale was computed
 * with codice-fiscale-js from the student's name and surname, a birth date in their birth year
 * and a birthplace (Milan F205, Bologna A944); demo-history.int.spec.ts checks each with billingProblem.
 */
export const DEMO_BILLING: Record<string, BillingData> = {
  'studente1@lavagna.test': { nome: 'Marco', cognome: 'Rossi', codiceFiscale: 'RSSMRC06C14F205B', indirizzo: 'Via Paolo Sarpi 14', cap: '20154', comune: 'Milano', provincia: 'MI' },
  'studente2@lavagna.test': { nome: 'Giulia', cognome: 'Bianchi', codiceFiscale: 'BNCGLI07L62F205E', indirizzo: 'Viale Monza 120', cap: '20127', comune: 'Milano', provincia: 'MI' },
  'studente3@lavagna.test': { nome: 'Luca', cognome: 'Verdi', codiceFiscale: 'VRDLCU08S05F205X', indirizzo: 'Corso Lodi 8', cap: '20135', comune: 'Milano', provincia: 'MI' },
  'studente4@lavagna.test': { nome: 'Sara', cognome: 'Neri', codiceFiscale: 'NRESRA04B49A944G', indirizzo: 'Via Zamboni 33', cap: '40126', comune: 'Bologna', provincia: 'BO' },
  'studente5@lavagna.test': { nome: 'Paolo', cognome: 'Gallo', codiceFiscale: 'GLLPLA05D30A944W', indirizzo: 'Strada Maggiore 21', cap: '40125', comune: 'Bologna', provincia: 'BO' },
};

/** Gives each demo student their billing data, unless they have some: also on a demo database seeded before billing data existed. */
export const seedDemoBilling = async (app: INestApplicationContext, teacherId: string): Promise<void> => {
  const stream = app.get<UserStream>(USER_STREAM);
  const billing = app.get(BillingQuery);
  for (const student of await app.get(UsersQuery).studentsOf(teacherId)) {
    const data = DEMO_BILLING[student.email];
    if (!data || (await billing.of(student.userId))) continue;
    await stream.execute('GiveBillingData', { userId: student.userId, billing: data }, SYSTEM);
  }
};
