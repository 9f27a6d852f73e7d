import { AUTH_STATE_TTL_MS, bindingOf, makeAuthState, newConsentNonce, nonceMatches, readAuthState } from './auth-state.js';
import { ConsentSealing } from './consent-cookie.js';

const secret = 'a-link-secret-of-at-least-thirty-two-bytes!';
const teacherId = '0b0c6d1e-7c1a-4f5e-9a51-3c2f8d5b9e10';
const now = new Date('2026-03-10T09:00:00Z');

describe('the OAuth state of a Google consent', () => {
  describe('when it was made for a browser nonce', () => {
    const nonce = newConsentNonce();
    const state = makeAuthState(secret, teacherId, bindingOf(nonce), now);

    it('names the teacher, the binding and the expiry ten minutes on', () => {
      expect(readAuthState(secret, state, now)).toEqual({ teacherId, binding: bindingOf(nonce), until: new Date(now.getTime() + AUTH_STATE_TTL_MS) });
    });

    it('carries the hash of the nonce, never the nonce', () => {
      expect(state).not.toContain(nonce);
      expect(nonceMatches(nonce, readAuthState(secret, state, now)!.binding)).toBe(true);
      expect(nonceMatches(newConsentNonce(), readAuthState(secret, state, now)!.binding)).toBe(false);
    });

    it('is refused once expired, altered, signed with another secret or malformed', () => {
      expect(readAuthState(secret, state, new Date(now.getTime() + AUTH_STATE_TTL_MS))).toBeNull();
      const [who, until, binding, mac] = state.split('.') as [string, string, string, string];
      expect(readAuthState(secret, [who, String(Number(until) + 60_000), binding, mac].join('.'), now)).toBeNull();
      expect(readAuthState(secret, [who, until, bindingOf(newConsentNonce()), mac].join('.'), now)).toBeNull();
      expect(readAuthState(secret, [`${who}x`, until, binding, mac].join('.'), now)).toBeNull();
      expect(readAuthState(`${secret}-rotated`, state, now)).toBeNull();
      expect(readAuthState(secret, `${state}.x`, now)).toBeNull();
      expect(readAuthState(secret, `${who}.${until}.${binding}.é`, now)).toBeNull();
    });

    it('differs for each consent (a fresh nonce each time)', () => {
      expect(newConsentNonce()).not.toBe(newConsentNonce());
      expect(makeAuthState(secret, teacherId, bindingOf(newConsentNonce()), now)).not.toBe(state);
    });
  });
});

describe('the consent cookie', () => {
  const sealing = new ConsentSealing(secret);
  const held = { nonce: newConsentNonce(), verifier: 'v'.repeat(64) };

  it('opens for the teacher it was made for, and hides the verifier', () => {
    const value = sealing.seal(held, teacherId);
    expect(value).not.toContain(held.verifier);
    expect(value).not.toContain(held.nonce);
    expect(sealing.open(value, teacherId)).toEqual(held);
  });

  it('does not open for another teacher, with another secret, altered or absent', () => {
    const value = sealing.seal(held, teacherId);
    expect(sealing.open(value, 'another-teacher')).toBeNull();
    expect(new ConsentSealing(`${secret}-rotated`).open(value, teacherId)).toBeNull();
    // One character in the middle, where all six bits of a base64url character count (the last one
    // may carry unused bits: changing only those decodes to the same bytes, 1 run in 4 or so).
    const middle = Math.floor(value.length / 2);
    expect(sealing.open(`${value.slice(0, middle)}${value[middle] === 'A' ? 'B' : 'A'}${value.slice(middle + 1)}`, teacherId)).toBeNull();
    expect(sealing.open(undefined, teacherId)).toBeNull();
    expect(sealing.open('', teacherId)).toBeNull();
  });
});
