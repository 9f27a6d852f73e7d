import { TokenSealing } from './token-sealing.js';

describe("the teacher's Google tokens at rest", () => {
  const secret = 'a-link-secret-of-at-least-thirty-two-bytes!';
  const tokens = JSON.stringify({ refresh_token: '1//refresh-token', access_token: 'ya29.access' });

  it('are opened with the same secret, for the same teacher', () => {
    const sealing = new TokenSealing(secret);
    const sealed = sealing.seal(tokens, 'teacher-1');
    expect(sealed).not.toContain('refresh-token');
    expect(sealing.open(sealed, 'teacher-1')).toBe(tokens);
  });

  it('differ each time they are sealed (a fresh nonce)', () => {
    const sealing = new TokenSealing(secret);
    expect(sealing.seal(tokens, 'teacher-1')).not.toBe(sealing.seal(tokens, 'teacher-1'));
  });

  it('cannot be opened for another teacher, with another secret, or once altered', () => {
    const sealing = new TokenSealing(secret);
    const sealed = sealing.seal(tokens, 'teacher-1');
    expect(sealing.open(sealed, 'teacher-2')).toBeNull();
    expect(new TokenSealing(`${secret}-rotated`).open(sealed, 'teacher-1')).toBeNull();
    const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flipped = `${body[0] === 'A' ? 'B' : 'A'}${body.slice(1)}`;
    expect(sealing.open([v, iv, tag, flipped].join('.'), 'teacher-1')).toBeNull();
    expect(sealing.open('not-sealed', 'teacher-1')).toBeNull();
  });
});
