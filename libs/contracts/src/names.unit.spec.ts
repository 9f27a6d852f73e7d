import { normaliseName } from './names.js';

describe('names keep a capital at the start of each word', () => {
  it.each([
    ['de luca', 'De Luca'],
    ["d'angelo", "D'Angelo"],
    ['di stefano', 'Di Stefano'],
    ["dell'acqua", "Dell'Acqua"],
    ['dell’acqua', 'Dell’Acqua'],
    ['rossi-bianchi', 'Rossi-Bianchi'],
    ['DE  LUCA', 'De Luca'],
    ["D'ANGELO", "D'Angelo"],
    ['  maria   GRAZIA ', 'Maria Grazia'],
    ['mARIO', 'Mario'],
  ])('%s becomes %s', (typed, stored) => {
    expect(normaliseName(typed)).toBe(stored);
  });

  it('leaves a name already written well as it is', () => {
    for (const name of ['De Luca', "D'Angelo", "Dell'Acqua", 'Rossi-Bianchi', 'Élodie Marie']) expect(normaliseName(name)).toBe(name);
  });

  it('capitalises by grapheme after a break too', () => {
    expect(normaliseName('anna 🌟ROSSI')).toBe('Anna 🌟rossi');
    expect(normaliseName("o'élan")).toBe("O'Élan");
  });
});
