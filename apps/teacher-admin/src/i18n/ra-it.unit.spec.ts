import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raItalian } from './ra-it';

const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('the Italian react-admin messages', () => {
  it('translate every key of react-admin 5', () => {
    expect(keys(raItalian).sort()).toEqual(keys(englishMessages).sort());
  });

  it('keep the placeholders of each message', () => {
    const english = new Map(keys(englishMessages).map((k) => [k, k.split('.').reduce<any>((o, p) => o[p], englishMessages)]));
    for (const key of keys(raItalian)) {
      const it = key.split('.').reduce<any>((o, p) => o[p], raItalian) as string;
      const placeholders = (s: string) => (s.match(/%\{\w+\}/g) ?? []).sort();
      expect(placeholders(it), key).toEqual(placeholders(english.get(key)));
    }
  });
});
