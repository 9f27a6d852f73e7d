// How the soak's clients behave when the server goes away, as a browser with a person behind it
// would: a connection refused was never received, so it is sent again once the server is back;
// an answer lost after sending is sent again only where the call is idempotent (approving and
// completing an order: the provider's and our order id make a repeat answer the same); any other
// lost write is given up and left for the bookkeeping to find out.
import { login } from '../lib.mjs';
import { request, waitUntilUp } from './client.mjs';

const DOWN_RETRIES = 4;
const LOST_RETRIES = 4;

/**
 * Sends one call for `who` ({cookie, from, email}), counted under `kind`; a 401 (a session that
 * ran out in a long soak) signs in again and repeats.
 */
export const send = async (ledger, kind, who, method, path, body, { idempotent = false } = {}) => {
  let downs = 0;
  let losses = 0;
  let relogged = false;
  for (;;) {
    const res = await request(method, path, body, who.cookie, who.from);
    ledger.tally(kind, res);
    if (res.outcome === 'down' && downs++ < DOWN_RETRIES && (await waitUntilUp())) continue;
    if (res.outcome === 'lost' && idempotent && losses++ < LOST_RETRIES && (await waitUntilUp())) continue;
    if (res.status === 401 && who.email && !relogged) {
      relogged = true;
      try {
        who.cookie = (await login(who.email, who.password)).cookie;
      } catch {
        return res;
      }
      continue;
    }
    // Refused after an answer was lost: the server may have done it before going away.
    return res.outcome === 'down' && losses > 0 ? { ...res, outcome: 'lost' } : res;
  }
};
