import { describe, expect, it as test } from 'vitest';
import { parseRank } from './rankInput';

const invalid = { ok: false, message: 'La posizione deve essere un numero intero da 1 a 999' };

describe('the rank the teacher types', () => {
  test('is a whole number from 1 to 999', () => {
    expect(parseRank(' 1 ')).toEqual({ ok: true, rank: 1 });
    expect(parseRank('999')).toEqual({ ok: true, rank: 999 });
  });

  test.each(['', '0', '1000', '-2', '2,5', '2.5', 'tre', '1e2', '0x10'])("refuses '%s' with the Italian message", (typed) => {
    expect(parseRank(typed)).toEqual(invalid);
  });
});
