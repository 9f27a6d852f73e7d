/** How names are written: no zod here, so a page that only shows a name does not load the schemas. */
const graphemes = new Intl.Segmenter('it', { granularity: 'grapheme' });

/** The first user-perceived character: 'Ž', '👩‍🔬' or '𝒜' whole, never half a surrogate pair. */
export const firstGrapheme = (value: string): string => {
  for (const { segment } of graphemes.segment(value)) return segment;
  return '';
};

const splitFirst = (value: string): [string, string] => {
  const v = value.trim().replace(/\s+/g, ' ');
  const first = firstGrapheme(v);
  return [first, v.slice(first.length)];
};

/** What starts a new word of a name: a space, a hyphen, an apostrophe (typed or typographic). */
const WORD_BREAKS = new Set([' ', '-', "'", '\u2019']);

/**
 * The spec's first-capital rule, word by word: each word of a name, and what follows a hyphen or
 * an apostrophe, gets a capital first letter and the rest lowercase: "mARIO" -> "Mario",
 * "de luca" -> "De Luca", "dell'acqua" -> "Dell'Acqua", "rossi-bianchi" -> "Rossi-Bianchi". Trims
 * and collapses inner spaces; by grapheme, so '🌟ROSSI' stays whole.
 */
export const normaliseName = (value: string): string => {
  let out = '';
  let startsWord = true;
  for (const { segment } of graphemes.segment(value.trim().replace(/\s+/g, ' ').toLowerCase())) {
    out += startsWord ? segment.toUpperCase() : segment;
    startsWord = WORD_BREAKS.has(segment);
  }
  return out;
};

/** Capital first letter, the rest untouched (institute, exam year). */
export const capitaliseFirst = (value: string): string => {
  const [first, rest] = splitFirst(value);
  return first.toUpperCase() + rest;
};

/** The name shown under a review: 'Mario R.' (the surname's first grapheme). */
export const nameForReview = (name: string, surname: string): string => {
  const initial = firstGrapheme(surname);
  return initial ? `${name} ${initial}.` : name;
};
