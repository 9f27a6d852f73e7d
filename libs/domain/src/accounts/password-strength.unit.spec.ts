import { ownerWords, passwordProblem, PasswordErrors } from './password-strength.js';

const mario = { email: 'mario.rossi@esempio.it', name: 'Mario', surname: 'Rossi' };

describe('choosing a password', () => {
  describe('when it is shorter than 8 characters', () => {
    it('refuses it as too short, before any estimate', async () => {
      expect(await passwordProblem('Zq8!vR2', mario)).toBe(PasswordErrors.tooShort);
    });
  });

  describe('when it is a common password, an Italian word or name with a year', () => {
    it.each(['password1', 'juventus1', 'francesca1990', 'qwertyuiop', 'buongiorno2024', 'Francesco2007', 'ciaociao1', 'Password123!'])(
      'refuses %s as guessable',
      async (password) => {
        expect(await passwordProblem(password, {})).toBe(PasswordErrors.guessable);
      },
    );
  });

  describe('when it is made of the owner own address or names', () => {
    it.each(['mario.rossi2008', 'mariorossi2008', 'rossimario!', 'Mario.Rossi08'])('refuses %s for Mario Rossi', async (password) => {
      expect(await passwordProblem(password, mario)).toBe(PasswordErrors.guessable);
    });

    it('accepts the same password from someone else', async () => {
      expect(await passwordProblem('mario.rossi2008', { email: 'giulia@esempio.it', name: 'Giulia', surname: 'Bianchi' })).toBeNull();
    });
  });

  describe('when it is long or unusual enough', () => {
    it.each(['la mia bicicletta rossa vola', 'Sole!Luna#42', 'TorreDiPisa1173', 'Lavagna2026!'])('accepts %s', async (password) => {
      expect(await passwordProblem(password, mario)).toBeNull();
    });
  });

  it('knows the address, its pieces and the name pairings of the owner', () => {
    expect(ownerWords(mario)).toEqual(expect.arrayContaining(['mario.rossi@esempio.it', 'mario.rossi', 'mario', 'rossi', 'mariorossi', 'rossi.mario']));
  });
});
