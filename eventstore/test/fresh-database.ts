import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A new empty database in the test run's PostgreSQL, named with `prefix`: made by the superuser
 * (LAVAGNA_TEST_PG), owned by the app role (LAVAGNA_TEST_PG_APP) whose address is returned.
 */
export const freshDatabase = async (prefix = 't'): Promise<string> => {
  const admin = process.env.LAVAGNA_TEST_PG;
  if (!admin) throw new Error('LAVAGNA_TEST_PG is not set: run through the int jest project');
  const app = process.env.LAVAGNA_TEST_PG_APP ?? admin;
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const root = new pg.Client({ connectionString: admin });
  await root.connect();
  await root.query(`CREATE DATABASE ${name} OWNER ${pg.escapeIdentifier(decodeURIComponent(new URL(app).username))}`);
  await root.end();
  return app.replace(/\/postgres$/, `/${name}`);
};
