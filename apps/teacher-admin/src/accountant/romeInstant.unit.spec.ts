import { describe, expect, it } from 'vitest';
import { romeInstant } from './romeInstant';

describe('romeInstant', () => {
  it('reads the picker in Rome time, summer and winter', () => {
    expect(romeInstant('2026-06-30T23:59')?.toISOString()).toBe('2026-06-30T21:59:00.000Z');
    expect(romeInstant('2026-01-15T10:00:30')?.toISOString()).toBe('2026-01-15T09:00:30.000Z');
  });

  it('gives nothing for an incomplete value', () => {
    expect(romeInstant('')).toBeNull();
    expect(romeInstant('2026-06-30')).toBeNull();
  });
});
