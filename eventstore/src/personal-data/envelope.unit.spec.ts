import { isSealed, mapSealed, newKey, seal, shredded, unseal, withValueAt, type Sealed } from './envelope.js';

describe('a sealed personal value', () => {
  const key = newKey();

  it('opens to the same value with its key, text or not', () => {
    for (const value of ['Maria Rossi', 2008, { region: 'Lazio', province: 'Roma' }, null]) {
      const sealed = seal(value, 'u-1', key);
      expect(isSealed(sealed)).toBe(true);
      expect(JSON.stringify(sealed)).not.toContain('Rossi');
      expect(unseal(sealed, key)).toEqual(value);
    }
  });

  it('refuses another key, another owner, or an altered text', () => {
    const sealed = seal('Maria Rossi', 'u-1', key);
    expect(() => unseal(sealed, newKey())).toThrow();
    expect(() => unseal({ $pii: { ...sealed.$pii, key: 'u-2' } }, key)).toThrow();
    const [iv, body, tag] = sealed.$pii.data.split('.');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => unseal({ $pii: { ...sealed.$pii, data: [iv, flipped.toString('base64'), tag].join('.') } }, key)).toThrow();
  });

  it("reads as '' when it was text and null otherwise once the key is gone", () => {
    expect(shredded(seal('Maria', 'u-1', key))).toBe('');
    expect(shredded(seal({ name: 'Paolo' }, 'u-1', key))).toBeNull();
  });

  it('is found anywhere in an event, which is copied only where it changes', () => {
    const data = { userId: 'u-1', changes: { name: seal('Maria', 'u-1', key), rate: 2500 }, list: [1, seal(3, 'u-1', key)] };
    const opened = mapSealed(data, (s: Sealed) => unseal(s, key)) as typeof data;
    expect(opened).toEqual({ userId: 'u-1', changes: { name: 'Maria', rate: 2500 }, list: [1, 3] });
    const plain = { userId: 'u-1', changes: { rate: 2500 } };
    expect(mapSealed(plain, () => 'never')).toBe(plain);
    const replaced = withValueAt(plain, 'changes.rate', 0);
    expect([replaced, plain.changes.rate]).toEqual([{ userId: 'u-1', changes: { rate: 0 } }, 2500]);
  });
});
