import { readFileSync } from 'node:fs';

/**
 * The signing secrets the operator may set: sessions (JWT_SECRET); one-time links and the key
 * of the Google grants at rest (LINK_SECRET). Required in production, where the database must
 * not hold them; demo mode keeps generated ones in app_secrets.
 */
export const SIGNING_SECRETS = ['JWT_SECRET', 'LINK_SECRET'] as const;
export type SigningSecret = (typeof SIGNING_SECRETS)[number];

/**
 * `name` from the environment, or from the file `${name}_FILE` names (read now, trimmed: a
 * container's or systemd's secret file); undefined when neither is set. Throws one line, in
 * Italian and English, when the file cannot be read or both are set.
 */
export const configuredSecret = (env: NodeJS.ProcessEnv, name: SigningSecret): string | undefined => {
  const file = env[`${name}_FILE`];
  if (!file) return env[name];
  if (env[name] !== undefined) {
    throw new Error(`${name} e ${name}_FILE sono entrambi impostati: usane uno / ${name} and ${name}_FILE are both set: use one`);
  }
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new Error(`${name}_FILE: non riesco a leggere ${file} / cannot read ${file} (${reason})`);
  }
};
