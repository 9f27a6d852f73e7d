import { problemMessages, teacherAccountSchema } from '@lavagna/contracts';
import { DEFAULT_HOURLY_RATE_CENTS, passwordProblem } from '@lavagna/domain';
import { createEventStore, migrateEventStore } from '@lavagna/eventstore';
import { randomUUID } from 'node:crypto';
import { personalDataOn } from '../infrastructure/database/personal-data.js';
import { loadSecrets } from '../infrastructure/database/secrets.js';
import { hashPassword } from '../infrastructure/security/passwords.js';
import { DeciderStream } from '../infrastructure/event-sourcing/decider-stream.js';
import { userDecider } from '../modules/accounts/streams.js';
import { allProjections, ensureReadModelsCurrent, migrateAllReadModels } from '../read-models.js';
import { readNewPassword } from './password-prompt.js';
import { runCli } from './run.js';

const USAGE = 'npm run create-teacher -- --email E --name N --surname S [--force]   (password: LAVAGNA_TEACHER_PASSWORD or typed)';

/**
 * The operator creates the teacher of a production installation (there is no seed there):
 * the account goes through the same decider and projections as any registration, confirmed.
 */
await runCli(
  USAGE,
  { email: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' }, force: { type: 'boolean', default: false } },
  async (args, db, config) => {
    if (!args.email || !args.name || !args.surname) throw new Error(`servono --email, --name e --surname. Uso: ${USAGE}`);
    await migrateEventStore(db.connectionString);
    await migrateAllReadModels(db.pool);
    const secrets = await loadSecrets(db.pool);
    await ensureReadModelsCurrent(db.connectionString, db.pool, secrets, config);
    const { rows: teachers } = await db.pool.query<{ email: string }>("SELECT email FROM users WHERE identity = 'teacher' AND deleted_at IS NULL");
    if (teachers.length > 0 && !args.force) {
      throw new Error(`esiste già un docente (${teachers.map((t) => t.email).join(', ')}): aggiungi --force per crearne un altro`);
    }
    const parsed = teacherAccountSchema.safeParse({ email: args.email, name: args.name, surname: args.surname, pw: await readNewPassword('LAVAGNA_TEACHER_PASSWORD') });
    if (!parsed.success) throw new Error(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const { email, name, surname, pw } = parsed.data;
    const weak = await passwordProblem(pw, { email, name, surname });
    if (weak) throw new Error(`pw: ${problemMessages[weak]}`);
    const { rows: taken } = await db.pool.query('SELECT 1 FROM user_emails WHERE email = $1', [email]);
    if (taken.length > 0) throw new Error(`${email} è già usata da un altro account`);
    // Sealed like any account: the teacher's personal fields never enter the log in clear.
    const store = createEventStore(db.connectionString, allProjections(secrets, config), db.pool, personalDataOn(db.pool));
    const userId = randomUUID();
    await new DeciderStream(store, { now: () => new Date() }, userDecider).execute(
      'RegisterUser',
      {
        userId,
        teacherId: userId,
        identity: 'teacher',
        email,
        passwordHash: await hashPassword(pw),
        name,
        surname,
        birthYear: null,
        residence: null,
        school: null,
        tutor: null,
        privacyConsent: true,
        hourlyRateCents: DEFAULT_HOURLY_RATE_CENTS,
        confirmation: null,
      },
      { userId: 'operator', role: 'system' },
    );
    process.stdout.write(`Docente creato: ${name} ${surname} <${email}> (id ${userId}). Accedi da ${config.publicUrl}/login\n`);
  },
  { create: true },
);
