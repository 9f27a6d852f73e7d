// Login and /validate at 20 concurrent clients, next to the liveness endpoint.
import { call, load, login, ratio } from './lib.mjs';

const CONCURRENCY = 20;
const EMAILS = ['studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test'];

export const benchAccounts = async () => {
  const sessions = [];
  for (let i = 0; i < CONCURRENCY; i++) sessions.push((await login(EMAILS[i % 3])).cookie);
  console.log(`\nSessioni, ${CONCURRENCY} client concorrenti:`);
  const trivial = await load('GET /api/health/live', { total: 4000, concurrency: CONCURRENCY }, () => call('GET', '/api/health/live'));
  const validate = await load('GET /api/users/validate', { total: 4000, concurrency: CONCURRENCY }, (w) =>
    call('GET', '/api/users/validate', undefined, sessions[w]),
  );
  const signIn = await load('POST /api/users/check', { total: 300, concurrency: CONCURRENCY }, (w) =>
    call('POST', '/api/users/check', { email: EMAILS[w % 3], pw: 'Lavagna2026!' }),
  );
  console.log(`  rapporti req/s: validate/live = ${ratio(validate.rps, trivial.rps)}, login/live = ${ratio(signIn.rps, trivial.rps)} (argon2id a ogni login)`);
};
