import type { UserView } from '@lavagna/contracts';
import { describe, expect, it } from 'vitest';
import { toEditValues, validateEdit } from './editValidation';

const user = {
  _id: 'u1',
  userId: 'u1',
  email: 'giulia@example.it',
  name: 'Giulia',
  surname: 'Bianchi',
  tutor: null,
  residence: { region: 'Lazio', province: 'Roma' },
  school: { schoolType: 'Scuola Superiore', institute: 'Liceo Galilei', examYear: '3° Anno' },
} as unknown as UserView;

describe('personal data validation', () => {
  it('sends only what changed, with names normalised', () => {
    const result = validateEdit({ ...toEditValues(user), name: ' mARTA ' }, user);
    expect(result).toEqual({ ok: true, body: { name: 'Marta' }, newEmail: null });
  });

  it('keeps a capital at the start of each word of a surname', () => {
    const result = validateEdit({ ...toEditValues(user), surname: 'di stefano' }, user);
    expect(result).toEqual({ ok: true, body: { surname: 'Di Stefano' }, newEmail: null });
  });

  it("trims and lowercases a new email and asks to check it", () => {
    const result = validateEdit({ ...toEditValues(user), email: '  Nuova@Example.IT ' }, user);
    expect(result).toEqual({ ok: true, body: { email: 'nuova@example.it' }, newEmail: 'nuova@example.it' });
  });

  it("says 'Inserisci un'email valida' for a malformed email", () => {
    const result = validateEdit({ ...toEditValues(user), email: 'nuova@' }, user);
    expect(result).toEqual({ ok: false, errors: { email: "Inserisci un'email valida" } });
  });

  it('requires names and a province of the region', () => {
    const result = validateEdit({ ...toEditValues(user), name: ' ', region: 'Lombardia', province: 'Roma' }, user);
    expect(result).toEqual({
      ok: false,
      errors: { name: 'Il nome è obbligatorio', province: 'Seleziona una provincia' },
    });
  });
});
