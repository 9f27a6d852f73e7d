import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/**
 * One personal value sealed with its owner's key (AES-256-GCM, the owner's id as associated data,
 * so a sealed value cannot be passed off as someone else's). It replaces the value in the event's
 * data: `{"$pii": {"key": "<owner>", "data": "<iv>.<ciphertext>.<tag>", "text": true}}`. Whether the
 * value was text is kept in clear, so that it reads as '' rather than null once the key is gone.
 */
export interface Sealed {
  $pii: { key: string; data: string; text?: true };
}

const ALGORITHM = 'aes-256-gcm';
export const KEY_BYTES = 32;

export const newKey = (): Buffer => randomBytes(KEY_BYTES);

export const isSealed = (value: unknown): value is Sealed => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const pii = (value as { $pii?: unknown }).$pii;
  return typeof pii === 'object' && pii !== null && typeof (pii as Sealed['$pii']).key === 'string' && typeof (pii as Sealed['$pii']).data === 'string';
};

export const seal = (value: unknown, owner: string, key: Buffer): Sealed => {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  cipher.setAAD(Buffer.from(owner, 'utf8'));
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  const data = [iv, body, cipher.getAuthTag()].map((part) => part.toString('base64')).join('.');
  return { $pii: { key: owner, data, ...(typeof value === 'string' ? { text: true as const } : {}) } };
};

/**
 * A key as OpenSSL's object, made once per key buffer: a replay opens values of the same few keys
 * a million times, and building the key again was a third of each opening.
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();
const keyObject = (key: Buffer): KeyObject => {
  let object = keyObjects.get(key);
  if (!object) keyObjects.set(key, (object = createSecretKey(key)));
  return object;
};

/** The value again; throws when the key is not the one that sealed it or the value was altered. */
export const unseal = (sealed: Sealed, key: Buffer): unknown => {
  const [iv, body, tag] = sealed.$pii.data.split('.').map((part) => Buffer.from(part, 'base64'));
  const decipher = createDecipheriv(ALGORITHM, keyObject(key), iv!);
  decipher.setAAD(Buffer.from(sealed.$pii.key, 'utf8'));
  decipher.setAuthTag(tag!);
  const opened = decipher.update(body!);
  decipher.final(); // checks the tag; GCM gives no bytes of its own here
  return JSON.parse(opened.toString('utf8'));
};

/** What a sealed value reads as once its key is destroyed: '' for text, null for anything else. */
export const shredded = (sealed: Sealed): '' | null => (sealed.$pii.text ? '' : null);

type Json = Record<string, unknown>;

export const valueAt = (data: Json, path: string): unknown => {
  let at: unknown = data;
  for (const step of path.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Json)[step];
  }
  return at;
};

/** A copy of `data` with the value at `path` replaced; the parents are copied, the rest shared. */
export const withValueAt = (data: Json, path: string, value: unknown): Json => {
  const [step, ...rest] = path.split('.') as [string, ...string[]];
  if (rest.length === 0) return { ...data, [step]: value };
  return { ...data, [step]: withValueAt((data[step] ?? {}) as Json, rest.join('.'), value) };
};

/**
 * Replaces every sealed value found anywhere in `value` (a deep walk, independent of today's
 * policy, so values sealed under an older one open too). Returns the same object when nothing changed.
 * Plain loops, and no call for a field that is not an object: a replay walks every event's data.
 */
export const mapSealed = (value: unknown, open: (sealed: Sealed) => unknown): unknown => {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let next: unknown[] | null = null;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (typeof item !== 'object' || item === null) continue;
      const mapped = mapSealed(item, open);
      if (mapped !== item) (next ??= [...value])[i] = mapped;
    }
    return next ?? value;
  }
  if (isSealed(value)) return open(value);
  let copy: Json | null = null;
  for (const name in value) {
    const item = (value as Json)[name];
    if (typeof item !== 'object' || item === null) continue;
    const mapped = mapSealed(item, open);
    if (mapped !== item) (copy ??= { ...(value as Json) })[name] = mapped;
  }
  return copy ?? value;
};

/** The owners of the sealed values in `value`, added to `into`; whether it holds any. */
export const sealedOwners = (value: unknown, into: Set<string>): boolean => {
  let found = false;
  mapSealed(value, (sealed) => {
    into.add(sealed.$pii.key);
    found = true;
    return sealed;
  });
  return found;
};
