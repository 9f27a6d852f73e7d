import { sql } from '@event-driven-io/dumbo';
import { postgreSQLRawSQLProjection, type PostgreSQLProjectionDefinition } from '@event-driven-io/emmett-postgresql';
import type pg from 'pg';
import { mapSealed, newKey, seal, sealedOwners, shredded, unseal, valueAt, withValueAt } from './envelope.js';
import { ensureKeys, loadKeys, SHRED_KEY } from './keys.js';

/** Which fields of which events are personal, and which events erase a person (the domain's rule). */
export interface PersonalDataPolicy {
  readonly types: readonly string[];
  readonly erasingTypes: readonly string[];
  fieldsOf(type: string, data: Record<string, unknown>): { owner: string; paths: readonly string[] }[];
  erasedBy(type: string, data: Record<string, unknown>): string | null;
}

type Message = { type: string; data: unknown };
type Db = Pick<pg.ClientBase, 'query'>;

/**
 * Crypto-shredding for the event log: personal fields are sealed with their owner's key before an
 * append, opened again for whoever reads events (deciders, projections, rebuild, audit, replay),
 * and an erasing event destroys the key in its own transaction. The hash chain covers the sealed
 * text, so erasing never touches the log. Values whose key is gone read as '' (text) or null.
 */
export class PersonalData {
  /** Keys used to seal, by owner (null: erased). Reading always asks the database. */
  private readonly sealing = new Map<string, Buffer | null>();
  /** One opening per append, shared by every projection Emmett hands the same events to. */
  private readonly opened = new WeakMap<object, Promise<unknown[]>>();

  constructor(
    private readonly pool: pg.Pool,
    readonly policy: PersonalDataPolicy,
  ) {}

  /** The events with their personal fields sealed (new objects; the given ones are left as they are). */
  async encrypt<E extends Message>(events: readonly E[]): Promise<E[]> {
    const fields = events.map((e) => this.policy.fieldsOf(e.type, e.data as Record<string, unknown>));
    const owners = [...new Set(fields.flat().map((f) => f.owner))];
    if (owners.length === 0) return [...events];
    const keys = await this.keysToSeal(owners);
    return events.map((event, i) => {
      let data = event.data as Record<string, unknown>;
      for (const { owner, paths } of fields[i]!) {
        // An erased owner's new data is sealed with a key nobody keeps: it is shredded from birth.
        const key = keys.get(owner) ?? newKey();
        for (const path of paths) {
          const value = valueAt(data, path);
          if (value !== undefined) data = withValueAt(data, path, seal(value, owner, key));
        }
      }
      return data === event.data ? event : { ...event, data };
    });
  }

  /** The events with every sealed value opened, or shredded when its key is gone. */
  async decrypt<E extends Message>(events: readonly E[], db: Db = this.pool): Promise<E[]> {
    const owners = new Set<string>();
    // Which events hold a sealed value: the others are handed on without a second walk.
    const holding = events.map((event) => sealedOwners(event.data, owners));
    if (owners.size === 0) return [...events];
    const keys = await loadKeys(db, [...owners]);
    return events.map((event, i) => {
      if (!holding[i]) return event;
      const data = mapSealed(event.data, (sealed) => {
        const key = keys.get(sealed.$pii.key);
        return key ? unseal(sealed, key) : shredded(sealed);
      });
      return data === event.data ? event : { ...event, data };
    });
  }

  /** Async batches of events, opened batch by batch (a replay or an export reading the log). */
  async *decryptBatches<E extends Message>(batches: AsyncIterable<E[]>, db: Db = this.pool): AsyncGenerator<E[]> {
    for await (const batch of batches) yield await this.decrypt(batch, db);
  }

  /** The projection as it was, fed opened events; keys are read in the append's own transaction. */
  decrypting(projection: PostgreSQLProjectionDefinition): PostgreSQLProjectionDefinition {
    return {
      ...projection,
      handle: async (events, context) => {
        let opening = this.opened.get(events);
        if (!opening) this.opened.set(events, (opening = this.decrypt(events, context.connection.client as unknown as Db)));
        return projection.handle((await opening) as typeof events, context);
      },
    };
  }

  /** Destroys the key of whoever an erasing event erases, in the same transaction as the event. */
  shredding(): PostgreSQLProjectionDefinition {
    return postgreSQLRawSQLProjection<{ type: string; data: Record<string, unknown> }>({
      name: 'personal_keys_shredding',
      canHandle: [...this.policy.erasingTypes] as never,
      evolve: (event) => {
        const erased = this.policy.erasedBy(event.type, event.data);
        if (!erased) return [];
        this.sealing.set(erased, null);
        return sql(SHRED_KEY, erased);
      },
    }) as PostgreSQLProjectionDefinition;
  }

  private async keysToSeal(owners: string[]): Promise<Map<string, Buffer | null>> {
    const missing = owners.filter((owner) => !this.sealing.has(owner));
    if (missing.length > 0) {
      if (this.sealing.size > 10_000) this.sealing.clear();
      for (const [owner, key] of await ensureKeys(this.pool, missing)) this.sealing.set(owner, key);
    }
    return new Map(owners.map((owner) => [owner, this.sealing.get(owner) ?? null]));
  }
}
