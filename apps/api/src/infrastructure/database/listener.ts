import type pg from 'pg';

/**
 * A connection of its own LISTENing on `channel` (NOTIFY is delivered when the notifying
 * transaction commits). `onLost` runs if the connection fails later; release it with `release(true)`.
 */
export const listenOn = async (
  pool: pg.Pool,
  channel: string,
  onPayload: (payload: string) => void,
  onLost: (error: Error) => void,
): Promise<pg.PoolClient> => {
  const client = await pool.connect();
  client.on('notification', (message) => onPayload(message.payload ?? ''));
  client.on('error', onLost);
  try {
    await client.query(`LISTEN ${channel}`);
  } catch (error) {
    client.release(true);
    throw error;
  }
  return client;
};
