import { birthYears, signupRequestSchema } from './accounts.js';
import { capitaliseFirst, firstGrapheme, nameForReview, normaliseName } from './names.js';
import { findUnstorableText, isStorableText } from './request.js';
import { it as messages } from './messages.js';
import { provincesOf, REGION_NAMES } from './italy.js';

describe('signup contracts', () => {
  it('normalises names to a capital first letter of each word and the rest lowercase', () => {
    expect(normaliseName('  mARIO   ')).toBe('Mario');
    expect(normaliseName('de  LUCA')).toBe('De Luca');
    expect(capitaliseFirst('liceo Galilei')).toBe('Liceo Galilei');
  });

  it('offers birth years from now-14 down to 1980', () => {
    const years = birthYears(2026);
    expect(years[0]).toBe(2012);
    expect(years.at(-1)).toBe(1980);
    expect(years).toHaveLength(33);
  });

  it('knows the 20 regions and their provinces', () => {
    expect(REGION_NAMES).toHaveLength(20);
    expect(provincesOf('Lombardia')).toContain('Monza e Brianza');
    expect(provincesOf("Valle d'Aosta")).toEqual(['Aosta']);
    expect(REGION_NAMES.reduce((n, r) => n + provincesOf(r).length, 0)).toBeGreaterThanOrEqual(107);
  });

  it('checks the birth year against the current year', () => {
    const base = {
      email: 'a@b.it',
      pw: 'password1',
      name: 'a',
      surname: 'b',
      residence: { region: 'Lazio', province: 'Roma' },
      school: { schoolType: 'Università', institute: 'x', examYear: 'y' },
      personalSettings: { privacyConsent: true },
    };
    expect(signupRequestSchema(2026).safeParse({ ...base, birthYear: 2012 }).success).toBe(true);
    const young = signupRequestSchema(2026).safeParse({ ...base, birthYear: 2013 });
    expect(young.success).toBe(false);
    expect(young.error?.issues[0]?.message).toBe(messages.signup.birthYearRequired);
  });

  it('works by grapheme: a surname that starts with an emoji or outside the BMP stays whole', () => {
    expect(normaliseName('🌟ROSSI')).toBe('🌟rossi');
    expect(normaliseName('  élodie  MARIE ')).toBe('Élodie Marie');
    expect(normaliseName('𝒜LBA')).toBe('𝒜lba');
    expect(firstGrapheme('👩‍🔬Bianchi')).toBe('👩‍🔬');
    expect(nameForReview('Anna', '👩‍🔬bianchi')).toBe('Anna 👩‍🔬.');
    expect(nameForReview('Anna', '𠜎ang')).toBe('Anna 𠜎.');
    expect(nameForReview('Anna', '')).toBe('Anna');
    expect(isStorableText(nameForReview('Anna', '😀rossi'))).toBe(true);
  });

  it('tells storable text: no NUL, no lone surrogate', () => {
    expect(isStorableText('Zoë 😀 𠜎')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD800b')).toBe(false);
    expect(isStorableText('\uDC00')).toBe(false);
    expect(findUnstorableText({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('x\u0000');
    expect(findUnstorableText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findUnstorableText({ a: 'ok', n: 3 })).toBeUndefined();
  });
});
