import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { BookLessonsResponse } from '@lavagna/contracts';
import { addDays, atRome, DEFAULT_HOURLY_RATE_CENTS, romeDay, SYSTEM, weekdayOf } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { DEMO_BILLING } from './demo-billing.js';
import { USER_STREAM, type UserStream } from './modules/accounts/index.js';
import { BookLessonsCommand } from './modules/lessons/book-lessons/book-lessons.command.js';
import { RecordManualPaymentCommand } from './modules/payments/manual-payment/manual-payment.command.js';
import type { SessionUser } from './modules/sessions/index.js';
import type { Clock } from './infrastructure/tokens.js';

/** How long ago the demo's history began: more than a month, so it never falls in the current month's report. */
export const HISTORY_DAYS_AGO = 35;
const DAY_MS = 86_400_000;

/**
 * Two demo students who have had lessons already, booked when the history began and paid to the
 * teacher, who recorded each payment: Sara has done three (she may leave a review), Paolo two (not yet).
 */
export const DEMO_HISTORY = [
  {
    email: 'studente4@lavagna.test',
    name: 'Sara',
    surname: 'Neri',
    school: { schoolType: 'Scuola Superiore' as const, institute: 'Liceo Scientifico Alessandro Volta', examYear: '5° Anno' },
    lessons: 3,
    startMinutes: 15 * 60,
  },
  {
    email: 'studente5@lavagna.test',
    name: 'Paolo',
    surname: 'Gallo',
    school: { schoolType: 'Università' as const, institute: 'Università di Bologna', examYear: 'Fisica Generale 1' },
    lessons: 2,
    startMinutes: 17 * 60,
  },
];

/** The first Monday-to-Friday day from `day` on. */
const weekdayFrom = (day: string): string => (weekdayOf(day) >= 5 ? weekdayFrom(addDays(day, 1)) : day);

/** A clock running `HISTORY_DAYS_AGO` days behind this one: what the history is recorded with. */
export const historyClock = (clock: Clock) => {
  const offset = HISTORY_DAYS_AGO * DAY_MS;
  return { now: () => new Date(clock.now().getTime() - offset) };
};

/**
 * Writes the demo history through the product's own commands, in an application whose clock is
 * `historyClock()`: each student registers and books a lesson a week (60 minutes, weekday
 * afternoons, from three days after the start), and the teacher records each one paid (a manual
 * payment: the same in demo mode and with real PayPal credentials), each invoiced. By today those
 * lessons are past: 'Terminata', counted in classesDone, paid and invoiced in an earlier month.
 */
export const seedDemoHistory = async (app: INestApplicationContext, teacherId: string, passwordHash: string): Promise<void> => {
  const users = app.get<UserStream>(USER_STREAM);
  const commands = app.get(CommandBus);
  const start = romeDay(users.now());
  const teacher: SessionUser = { userId: teacherId, role: 'teacher', familyId: randomUUID(), teacherId };
  for (const [index, student] of DEMO_HISTORY.entries()) {
    const userId = randomUUID();
    await users.execute(
      'RegisterUser',
      {
        userId,
        teacherId,
        identity: 'student',
        email: student.email,
        passwordHash,
        name: student.name,
        surname: student.surname,
        birthYear: 2004 + index,
        residence: { region: 'Emilia-Romagna', province: 'Bologna' },
        school: student.school,
        tutor: null,
        privacyConsent: true,
        hourlyRateCents: DEFAULT_HOURLY_RATE_CENTS,
        confirmation: null,
      },
      SYSTEM,
    );
    // Billing data from the start, so each payment of the history gets its invoice.
    const billing = DEMO_BILLING[student.email];
    if (billing) await users.execute('GiveBillingData', { userId, billing }, SYSTEM);
    const caller: SessionUser = { userId, role: 'student', familyId: randomUUID(), teacherId };
    const startEnd = Array.from({ length: student.lessons }, (_, week) => {
      const day = weekdayFrom(addDays(start, 3 + week * 7));
      return [atRome(day, student.startMinutes).toISOString(), atRome(day, student.startMinutes + 60).toISOString()] as [string, string];
    });
    const booked: BookLessonsResponse = await commands.execute(new BookLessonsCommand(caller, { startEnd }));
    for (const lesson of booked.events) await commands.execute(new RecordManualPaymentCommand(teacher, lesson._id));
  }
};

