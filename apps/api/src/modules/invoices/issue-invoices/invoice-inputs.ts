import { Inject, Injectable } from '@nestjs/common';
import {
  fiscalProfileStreamName,
  orderStreamName,
  regimeOf,
  userStreamName,
  type FiscalProfileEvent,
  type InvoiceIssuer,
  type InvoicePayer,
  type InvoiceRegime,
  type OrderCaptured,
  type OrderEvent,
  type Provider,
  type UserEvent,
} from '@lavagna/domain';
import type { PostgresEventStore } from '@lavagna/eventstore';
import { EVENT_STORE } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';

/** What the order recorded, as its invoice needs it. */
export interface OrderAsRecorded {
  provider: Provider;
  regime: InvoiceRegime;
  hourlyRateCents: number;
  coupons: { code: string; valueCents: number }[];
  bolloChargedCents: number;
}

/** Fetch outside, decide inside: the facts an invoice is made of, each as it was when the payment was recorded. */
@Injectable()
export class InvoiceInputs {
  constructor(
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
    private readonly users: UsersQuery,
  ) {}

  /** The order as placed (rate, coupons, provider) and as captured (regime, bollo), from its own stream. */
  async order(captured: OrderCaptured['data']): Promise<OrderAsRecorded | null> {
    const { events } = await this.store.readStream<OrderEvent>(orderStreamName(captured.orderId));
    const placed = events.find((e) => e.type === 'OrderPlaced');
    if (!placed || placed.type !== 'OrderPlaced') return null;
    const { provider, hourlyRateCents, coupons } = placed.data;
    return { provider, regime: regimeOf(captured.totals), hourlyRateCents, coupons: [...coupons], bolloChargedCents: captured.totals.bollo ?? 0 };
  }

  /**
   * The teacher's fiscal identity in force when the payment was recorded: the last profile saved
   * before the payment's place in the log (a profile saved later applies from the next payment).
   */
  async issuerAsOf(teacherId: string, position: bigint): Promise<InvoiceIssuer | null> {
    const { events } = await this.store.readStream<FiscalProfileEvent>(fiscalProfileStreamName(teacherId));
    let profile: InvoiceIssuer | null = null;
    for (const event of events) {
      if (event.metadata.globalPosition >= position) break;
      if (event.type !== 'FiscalProfileSet') continue;
      const { partitaIva, codiceFiscale, denominazione, indirizzo, cap, comune, provincia, series } = event.data.profile;
      profile = { partitaIva, codiceFiscale, denominazione, indirizzo, cap, comune, provincia, series };
    }
    return profile;
  }

  /**
   * The billing data the payer had given when the payment was recorded: the last given before the
   * payment's place in the log (data changed later is for the next payment); null if none, or if
   * it has been shredded since (an erased account).
   */
  async payerAsOf(studentId: string, position: bigint): Promise<InvoicePayer | null> {
    const { events } = await this.store.readStream<UserEvent>(userStreamName(studentId));
    let payer: InvoicePayer | null = null;
    for (const event of events) {
      if (event.metadata.globalPosition >= position) break;
      if (event.type === 'BillingDataGiven') payer = event.data.billing ?? null;
    }
    return payer;
  }

  /** The payer's name for a payment that recorded none. */
  async nameOf(studentId: string): Promise<string> {
    const user = await this.users.byId(studentId);
    return user ? `${user.name} ${user.surname}`.trim() : '';
  }
}
