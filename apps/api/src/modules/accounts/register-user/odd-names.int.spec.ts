import { login, signupBody } from '../../../../test/helpers.js';
import { createTestApp, type TestApp } from '../../../../test/test-app.js';

/** Real names are not all Latin letters in the BMP: each one signs up and reads back whole. */
describe('names by grapheme', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['emoji@esempio.it', 'zoë', '🌟ROSSI', 'Zoë', '🌟rossi', 'Zoë 🌟.'],
    ['astrale@esempio.it', 'anna', '𝒜LBA', 'Anna', '𝒜lba', 'Anna 𝒜.'],
    ['famiglia@esempio.it', 'luca', '👩‍👩‍👦verdi', 'Luca', '👩‍👩‍👦verdi', 'Luca 👩‍👩‍👦.'],
    ['cinese@esempio.it', '𠜎li', '𠜎WANG', '𠜎li', '𠜎wang', '𠜎li 𠜎.'],
    ['particella@esempio.it', 'maria grazia', "dell'acqua", 'Maria Grazia', "Dell'Acqua", 'Maria Grazia D.'],
    ['doppio@esempio.it', 'DAVIDE', 'rossi-bianchi', 'Davide', 'Rossi-Bianchi', 'Davide R.'],
  ])('signs up %s and keeps the first grapheme of each name whole', async (email, name, surname, storedName, storedSurname, review) => {
    await t.http().post('/api/users/create').send(signupBody(email, { name, surname })).expect(201);
    const { agent } = await login(t, email, 'Quaderno-a-righe-7');
    const profile = (await agent.get('/api/users/validate').expect(200)).body;
    expect(profile).toMatchObject({ name: storedName, surname: storedSurname, nameForReview: review, fullName: `${storedName} ${storedSurname}` });
  });
});
