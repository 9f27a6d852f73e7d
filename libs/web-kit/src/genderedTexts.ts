/**
 * Words that address the reader as a man or as a woman ('Sei stato', 'Iscritto il', 'Collegato
 * come', 'Benvenuta'): Lavagna's texts speak to students, parents, the teacher and the accountant
 * without knowing their gender, so a catalogue says 'Data di iscrizione', 'Account collegato: ...'.
 * A third person or a thing ('Pagamento registrato', 'studente registrato') is not the reader.
 */
const READER = [
  /\b[Ss]ei (stat|autorizzat|riuscit|registrat|iscritt|collegat|invitat|pront|sicur|arrivat|entrat|uscit|abilitat)[oa]\b/,
  /(^|[.!?]\s+)(Iscritt|Invitat|Collegat|Registrat|Abilitat|Autorizzat)[oa] (il|dal|come|a|da)\b/,
  /\b[Bb]envenut[oa]\b/,
  /\bCar[oa] [A-Z{]/,
];

/** Every string of a message catalogue (nested objects and arrays), with its path. */
const stringsOf = (value: unknown, path: string): [string, string][] => {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, path ? `${path}.${key}` : key));
};

/** The strings of `catalogue` that guess the reader's gender, as 'path: text', but those of `verbatim` (texts a specification fixes). */
export const genderedTexts = (catalogue: object, verbatim: readonly string[] = []): string[] =>
  stringsOf(catalogue, '')
    .filter(([, text]) => !verbatim.includes(text) && READER.some((pattern) => pattern.test(text)))
    .map(([path, text]) => `${path}: ${text}`);
