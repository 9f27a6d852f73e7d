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
  // Each client is a browser of its own, from its own address, keeping the cookies it is given:
  // the throttle rightly refuses (429) what looks like guessing, such as ten browsers never seen
  // before signing in to one account at once, or six sign-ins running on one e-mail from one address.
  const jars = Array.from({ length: CONCURRENCY }, () => new Map());
  const signIn = await load('POST /api/users/check', { total: SIGN_INS, concurrency: CONCURRENCY }, async (w) => {
    const cookie = [...jars[w]].map(([name, value]) => `${name}=${value}`).join('; ');
    const answer = await call('POST', '/api/users/check', { email: EMAILS[w % 3], pw: 'Lavagna2026!' }, cookie || undefined, `198.51.100.${w + 1}`);
    for (const pair of answer.cookies ? answer.cookies.split('; ') : []) jars[w].set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    return answer;
  });
  record('accounts', { live_rps: trivial.rps, validate_rps: validate.rps, sign_in_rps: signIn.rps, validate_vs_live_ratio: validate.rps / trivial.rps });
  console.log(`  rapporti req/s: validate/live = ${ratio(validate.rps, trivial.rps)}, login/live = ${ratio(signIn.rps, trivial.rps)} (argon2id a ogni login)`);
};
