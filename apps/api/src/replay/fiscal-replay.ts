import { fiscalPaymentOf, type FiscalPayment, type OrderCaptured, type ProfileUpdated, type UserRegistered } from '@lavagna/domain';
import { readEventData, sealChain, type EventData, type PersonalData } from '@lavagna/eventstore';
import type pg from 'pg';

/** The event types the fiscal report depends on: payments, and the names of who paid. */
export const FISCAL_EVENT_TYPES = ['UserRegistered', 'ProfileUpdated', 'AccountDeleted', 'OrderCaptured'] as const;

/**
 * Folds the log (personal fields opened), in order, into the fiscal payments: each with the payer's
 * name the payment carries, or for a payment recorded before it carried one the account's name as it
 * was then - what the bookings projection stores live, so the two always agree.
 */
export const fiscalPaymentsFromLog = async (batches: AsyncIterable<Pick<EventData, 'type' | 'data'>[]>, teacherId?: string): Promise<FiscalPayment[]> => {
  const names = new Map<string, { name: string; surname: string }>();
  const payments = new Map<string, FiscalPayment>();
  for await (const batch of batches) {
    for (const event of batch) {
      switch (event.type) {
        case 'UserRegistered': {
          const d = event.data as UserRegistered['data'];
          names.set(d.userId, { name: d.name, surname: d.surname });
          break;
        }
        case 'ProfileUpdated': {
          const d = event.data as ProfileUpdated['data'];
          const current = names.get(d.userId);
          if (current) names.set(d.userId, { name: d.changes.name ?? current.name, surname: d.changes.surname ?? current.surname });
          break;
        }
        case 'AccountDeleted':
          names.delete((event.data as { userId: string }).userId);
          break;
        case 'OrderCaptured': {
          const d = event.data as OrderCaptured['data'];
          if (teacherId && d.teacherId !== teacherId) break;
          if (payments.has(d.orderId)) break;
          const who = names.get(d.studentId);
          payments.set(d.orderId, fiscalPaymentOf(d, who ? `${who.name} ${who.surname}` : ''));
          break;
        }
      }
    }
  }
  return [...payments.values()];
};

/**
 * The fiscal payments as the log recorded them up to `asOf` (all of it when absent), personal
 * fields opened: the replay `npm run replay` prints and the console's report at a past instant.
 */
export const fiscalPaymentsAsOf = async (
  pool: pg.Pool,
  personalData: PersonalData,
  options: { asOf?: Date; teacherId?: string; onBatch?: (read: number) => void } = {},
): Promise<FiscalPayment[]> => {
  // A payment committed a moment ago is in the report: what has committed is chained first.
  await sealChain(pool);
  return fiscalPaymentsFromLog(
    personalData.decryptBatches(readEventData(pool, { asOf: options.asOf, decode: FISCAL_EVENT_TYPES, onBatch: options.onBatch })),
    options.teacherId,
  );
};
