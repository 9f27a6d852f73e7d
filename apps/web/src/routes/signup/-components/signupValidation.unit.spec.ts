import { describe, expect, it } from 'vitest';
import { emptySignupForm, validateSignup, type SignupFormValues } from './signupValidation';

const YEAR = 2026;

const valid: SignupFormValues = {
  ...emptySignupForm,
  email: ' Giulia.Bianchi@Example.IT ',
  pw: 'unaPassword1',
  pwConfirm: 'unaPassword1',
  name: 'giulia',
  surname: 'BIANCHI',
  birthYear: '2009',
  region: 'Lazio',
  province: 'Roma',
  schoolType: 'Scuola Superiore',
  institute: 'liceo Galilei',
  examYear: '3° Anno',
  privacyConsent: true,
};

const errorsOf = (v: SignupFormValues, role: 'student' | 'parent' = 'student') => {
  const result = validateSignup(v, role, YEAR);
  return result.ok ? {} : result.errors;
};

describe('signup form validation', () => {
  it('accepts a complete student form and sends no tutor', () => {
    const result = validateSignup(valid, 'student', YEAR);
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.body.tutor).toBeUndefined();
      expect(result.body).toMatchObject({
        email: 'giulia.bianchi@example.it',
        name: 'Giulia',
        surname: 'Bianchi',
        birthYear: 2009,
        school: { institute: 'Liceo Galilei', examYear: '3° Anno' },
      });
    }
  });

  it('gives every message of an empty form in Italian', () => {
    expect(errorsOf(emptySignupForm, 'parent')).toEqual({
      email: 'Email non inserita',
      pw: 'La password deve essere lunga almeno 8 caratteri',
      name: 'Il nome è obbligatorio',
      surname: 'Il cognome è obbligatorio',
      tutorName: 'Il nome del genitore è obbligatorio',
      tutorSurname: 'Il cognome del genitore è obbligatorio',
      birthYear: 'Seleziona il tuo anno di nascita',
      region: 'Seleziona una regione',
      province: 'Seleziona una provincia',
      institute: 'Indica la tua scuola',
      examYear: "Indica l'anno o l'esame",
      privacyConsent: 'Devi accettare per continuare',
    });
  });

  it("rejects a malformed email with 'Inserisci un'Email valida'", () => {
    expect(errorsOf({ ...valid, email: 'giulia@' }).email).toBe("Inserisci un'Email valida");
  });

  it('needs 8 characters and a matching confirmation', () => {
    expect(errorsOf({ ...valid, pw: 'corta', pwConfirm: 'corta' })).toEqual({
      pw: 'La password deve essere lunga almeno 8 caratteri',
    });
    expect(errorsOf({ ...valid, pwConfirm: 'altraPassword' })).toEqual({ pwConfirm: 'Le password non coincidono' });
  });

  it('refuses a birth year outside 1980 .. now - 14', () => {
    expect(errorsOf({ ...valid, birthYear: String(YEAR - 13) }).birthYear).toBe('Seleziona il tuo anno di nascita');
    expect(errorsOf({ ...valid, birthYear: '1979' }).birthYear).toBe('Seleziona il tuo anno di nascita');
    expect(errorsOf({ ...valid, birthYear: String(YEAR - 14) })).toEqual({});
  });

  it('wants a province of the chosen region', () => {
    expect(errorsOf({ ...valid, province: 'Milano' })).toEqual({ province: 'Seleziona una provincia' });
  });

  it('accepts a free-text exam for Università but a 1°-5° Anno for Scuola Superiore', () => {
    expect(errorsOf({ ...valid, schoolType: 'Università', examYear: 'analisi 1' })).toEqual({});
    expect(errorsOf({ ...valid, examYear: 'analisi 1' })).toEqual({ examYear: "Indica l'anno o l'esame" });
  });

  it('asks the parent name and surname only in parent mode', () => {
    expect(errorsOf(valid, 'parent')).toEqual({
      tutorName: 'Il nome del genitore è obbligatorio',
      tutorSurname: 'Il cognome del genitore è obbligatorio',
    });
    const result = validateSignup({ ...valid, tutorName: 'anna', tutorSurname: 'rossi' }, 'parent', YEAR);
    expect(result.ok && result.body.tutor).toEqual({ name: 'Anna', surname: 'Rossi' });
  });
});
