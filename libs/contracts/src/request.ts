import { z } from 'zod';
import { it } from './messages.js';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text every store and reader can hold: no NUL character, no lone UTF-16 surrogate. */
export const isStorableText = (value: string): boolean => !value.includes('\u0000') && !LONE_SURROGATE.test(value);

/** The first string in a JSON value (any depth) that is not storable text, or undefined. */
export const findUnstorableText = (value: unknown, depth = 0): string | undefined => {
  if (typeof value === 'string') return isStorableText(value) ? undefined : value;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = isStorableText(key) ? findUnstorableText(item, depth + 1) : key;
    if (found !== undefined) return found;
  }
  return undefined;
};

/** A key as a user can read it: a plain name as is; an empty, spaced or odd one quoted, at most 40 characters. */
const keyName = (key: string): string => {
  if (/^[\p{L}\p{N}_$-]{1,40}$/u.test(key)) return key;
  const chars = Array.from(key);
  return JSON.stringify(chars.length > 40 ? `${chars.slice(0, 40).join('')}…` : key);
};

const fillField = (template: string, path: readonly PropertyKey[] | undefined) =>
  template.replace('{field}', (path ?? []).map(String).join('.'));

/**
 * Zod's fallback messages in Italian: a schema's own message always wins; what no schema
 * words (an array where an object belongs, an unknown key) never reaches a user in English.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'unrecognized_keys') return it.http.unknownField.replace('{field}', issue.keys.map(keyName).join(', '));
    if (!issue.path?.length) return issue.code === 'invalid_type' && issue.expected === 'object' ? it.http.bodyNotObject : it.http.badRequest;
    return fillField(it.http.invalidField, issue.path);
  },
});

const badRequest = { error: it.http.badRequest };

/** A path id the API made with randomUUID (users, lessons, orders). */
export const uuidParam = z.uuid(badRequest);

/** A path id of another kind: a provider's order id, a coupon code. */
export const tokenParam = z.string(badRequest).regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, it.http.badRequest);

/** A one-time link value as the e-mails carry it: user id, nonce and signature joined by dots. */
export const linkValueParam = z.string(badRequest).regex(/^[A-Za-z0-9_-]{1,100}(\.[A-Za-z0-9_-]{1,100}){2}$/, it.http.badRequest);
