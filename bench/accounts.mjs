// Login and /validate at 20 concurrent clients, next to the liveness endpoint.
import { record } from './figures.mjs';
import { call, load, login, ratio } from './lib.mjs';

const CONCURRENCY = 20;
const READS = Number(process.env.BENCH_ACCOUNTS_READS ?? 4000);
const SIGN_INS = Number(process.env.BENCH_ACCOUNTS_SIGN_INS ?? 300);
const EMAILS = ['studente1@lavagna.test', 'studente2@lavagna.test', 'studente3@lavagna.test'];

export const benchAccounts = async () => {
  const sessions = [];
  for (let i = 0; i < CONCURRENCY; i++) sessions.push((await login(EMAILS[i % 3])).cookie);
  console.log(`\nSessioni, ${CONCURRENCY} client concorrenti:`);
  const trivial = await load('GET /api/health/live', { total: READS, concurrency: CONCURRENCY }, () => call('GET', '/api/health/live'));
  const validate = await load('GET /api/users/validate', { total: READS, concurrency: CONCURRENCY }, (w) =>
    call('GET', '/api/users/validate', undefined, sessions[w]),
  );
  const signIn = await load('POST /api/users/check', { total: SIGN_INS, concurrency: CONCURRENCY }, (w) =>
    call('POST', '/api/users/check', { email: EMAILS[w % 3], pw: 'Lavagna2026!' }),
  );
  record('accounts', { live_rps: trivial.rps, validate_rps: validate.rps, sign_in_rps: signIn.rps, validate_vs_live_ratio: validate.rps / trivial.rps });
  console.log(`  rapporti req/s: validate/live = ${ratio(validate.rps, trivial.rps)}, login/live = ${ratio(signIn.rps, trivial.rps)} (argon2id a ogni login)`);
};
