import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** A new empty database in the test run's PostgreSQL (LAVAGNA_TEST_PG), named with `prefix`. */
export const freshDatabase = async (prefix = 't'): Promise<string> => {
  const admin = process.env.LAVAGNA_TEST_PG;
  if (!admin) throw new Error('LAVAGNA_TEST_PG is not set: run through the int jest project');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  await root.end();
  return admin.replace(/\/postgres$/, `/${name}`);
};
