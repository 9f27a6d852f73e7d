import { Global, Inject, Logger, Module, type DynamicModule, type OnApplicationShutdown } from '@nestjs/common';
import type { PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import { createEventStore, type PostgresEventStore } from '@lavagna/eventstore';
import pg from 'pg';
import type { AppConfig } from '../../config.js';
import { createSecretKey } from 'node:crypto';
import { CLOCK, CONFIG, EVENT_STORE, JWT_KEY, PERSONAL_DATA, PG_POOL, SECRETS, systemClock, type Clock, type Secrets } from '../tokens.js';
import { personalDataOn } from './personal-data.js';

export interface DatabaseOptions {
  config: AppConfig;
  connectionString: string;
  secrets: Secrets;
  clock?: Clock;
  projections: (secrets: Secrets, config: AppConfig) => PostgreSQLProjectionDefinition[];
}

const logger = new Logger('Database');

/** The pool, the event store with every inline projection and the personal-data sealing, the clock and the secrets. */
@Global()
@Module({})
export class DatabaseModule implements OnApplicationShutdown {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    @Inject(EVENT_STORE) private readonly store: PostgresEventStore,
  ) {}

  static forRoot(options: DatabaseOptions): DynamicModule {
    const pool = new pg.Pool({ connectionString: options.connectionString, max: 20 });
    // A server shutting down ends idle connections; that must not bring the process down.
    pool.on('error', (error) => logger.warn(`PostgreSQL: ${error.message}`));
    const personalData = personalDataOn(pool);
    const store = createEventStore(options.connectionString, options.projections(options.secrets, options.config), pool, personalData);
    const providers = [
      { provide: PERSONAL_DATA, useValue: personalData },
      { provide: CONFIG, useValue: options.config },
      { provide: PG_POOL, useValue: pool },
      { provide: EVENT_STORE, useValue: store },
      { provide: SECRETS, useValue: options.secrets },
      { provide: JWT_KEY, useValue: createSecretKey(Buffer.from(options.secrets.jwt)) },
      { provide: CLOCK, useValue: options.clock ?? systemClock(options.config.clockOffsetMs) },
    ];
    return { module: DatabaseModule, providers, exports: providers.map((p) => p.provide) };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close().catch(() => undefined);
    await this.pool.end().catch(() => undefined);
  }
}
