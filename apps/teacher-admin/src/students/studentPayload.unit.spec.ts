import { describe, expect, it as test } from 'vitest';
import type { StudentRow } from '@lavagna/contracts';
import { changedFields, validateStudent } from './studentPayload';

const student = {
  id: 's2',
  email: 'studente2@lavagna.test',
  name: 'Giulia',
  surname: 'Bianchi',
  tutor: null,
  residence: { region: 'Lombardia', province: 'Milano' },
  school: { schoolType: 'Scuola Superiore', institute: 'Istituto Tecnico Enrico Fermi', examYear: '5° Anno' },
  hourlyRate: 25,
  linkMeet: '',
} as unknown as StudentRow;

describe('when the teacher edits a student', () => {
  test('sends only what changed, normalised like the API does', () => {
    const values = { ...student, hourlyRate: 30, name: 'giulia', email: ' Nuova@Esempio.IT ' };
    expect(changedFields(values, student)).toEqual({ hourlyRate: 30, email: 'nuova@esempio.it' });
  });

  test('keeps the capitals of particles, apostrophes and hyphens, as the API stores them', () => {
    const values = { ...student, surname: "dell'acqua-de luca", tutor: { name: 'maria', surname: "d'angelo" } };
    expect(changedFields(values, student)).toEqual({ surname: "Dell'Acqua-De Luca", tutor: { name: 'Maria', surname: "D'Angelo" } });
  });

  test('sends a whole residence when the province changes', () => {
    const values = { ...student, residence: { region: 'Lombardia', province: 'Como' } };
    expect(changedFields(values, student)).toEqual({ residence: { region: 'Lombardia', province: 'Como' } });
  });

  test('clears the tutor when both names are emptied', () => {
    const previous = { ...student, tutor: { name: 'Maria', surname: 'Rossi' } };
    expect(changedFields({ ...previous, tutor: { name: '', surname: ' ' } }, previous)).toEqual({ tutor: null });
  });

  test('accepts the unchanged record', () => {
    expect(validateStudent(student)).toEqual({});
  });

  test('words bad input with the shared Italian messages', () => {
    const errors = validateStudent({
      ...student,
      email: 'non-una-email',
      name: ' ',
      hourlyRate: null,
      residence: { region: 'Lombardia', province: 'Roma' },
      school: { schoolType: 'Scuola Superiore', institute: 'Liceo', examYear: 'Analisi 1' },
      tutor: { name: 'Maria', surname: '' },
    });
    expect(errors).toEqual({
      email: "Inserisci un'email valida",
      name: 'Il nome è obbligatorio',
      hourlyRate: 'Errori di formattazione',
      residence: { province: 'Seleziona una provincia' },
      school: { examYear: "Indica l'anno o l'esame" },
      tutor: { surname: 'Il cognome del genitore è obbligatorio' },
    });
  });
});
