import { billingMessage } from '@lavagna/contracts';
import { billingProblem, normaliseBilling, type BillingData } from './billing.js';
import { PROVINCE_SIGLE } from './provinces.js';

// Computed with codice-fiscale-js: Mario Rossi, born in Milan on 10 December 1985.
const mario: BillingData = {
  nome: 'Mario',
  cognome: 'Rossi',
  codiceFiscale: 'RSSMRA85T10F205R',
  indirizzo: 'Via Dante 12',
  cap: '20121',
  comune: 'Milano',
  provincia: 'MI',
};

/** The refused field and its Italian words, as the payment step shows them. */
const refusal = (data: Partial<BillingData>) => {
  const problem = billingProblem({ ...mario, ...data });
  return problem && { field: problem.field, message: billingMessage(problem.message) };
};

describe('billing data of the payer', () => {
  it('accepts well-formed data, whatever its case and spacing', () => {
    expect(billingProblem(mario)).toBeNull();
    expect(billingProblem({ ...mario, codiceFiscale: ' rssmra85t10f205r ', provincia: 'mi' })).toBeNull();
    expect(normaliseBilling({ ...mario, codiceFiscale: 'rssmra 85t10 f205r', comune: '  Milano ' })).toEqual(mario);
  });

  it('accepts accented names and an omocodia (digits replaced by letters)', () => {
    // Accents count as plain vowels; in an omocodia the 0 of F205 is an L (check character recomputed).
    expect(billingProblem({ ...mario, nome: 'Màrio' })).toBeNull();
    expect(billingProblem({ ...mario, codiceFiscale: 'RSSMRA85T10F2L5C' })).toBeNull();
  });

  it('refuses a wrong check character with its Italian message', () => {
    expect(refusal({ codiceFiscale: 'RSSMRA85T10F205X' })).toEqual({
      field: 'codiceFiscale',
      message: "Il codice fiscale non è valido: l'ultimo carattere (di controllo) non corrisponde, ricontrollalo",
    });
  });

  it('refuses a codice fiscale of the wrong shape', () => {
    expect(refusal({ codiceFiscale: 'RSSMRA85T10F205' })).toEqual({ field: 'codiceFiscale', message: 'Il codice fiscale deve avere 16 caratteri, come RSSMRA85T10H501Z' });
    expect(refusal({ codiceFiscale: '1234567890123456' })?.message).toBe('Il codice fiscale deve avere 16 caratteri, come RSSMRA85T10H501Z');
  });

  it('refuses a codice fiscale that does not agree with the surname, or with the name', () => {
    expect(refusal({ cognome: 'Bianchi' })).toEqual({ field: 'codiceFiscale', message: 'Il codice fiscale non corrisponde al cognome indicato' });
    expect(refusal({ nome: 'Marco' })).toEqual({ field: 'codiceFiscale', message: 'Il codice fiscale non corrisponde al nome indicato' });
  });

  it('refuses a CAP that is not five digits', () => {
    for (const cap of ['2012', '201211', '2O121', '']) {
      expect(refusal({ cap })).toEqual({ field: 'cap', message: 'Il CAP è composto da 5 cifre' });
    }
  });

  it('refuses an unknown provincia, and a province name instead of its sigla', () => {
    expect(refusal({ provincia: 'XX' })).toEqual({ field: 'provincia', message: 'Seleziona una provincia' });
    expect(refusal({ provincia: 'Milano' })).toEqual({ field: 'provincia', message: 'Seleziona una provincia' });
  });

  it('requires nome, cognome, indirizzo and comune, each at most 60 characters (FatturaPA)', () => {
    expect(refusal({ nome: ' ' })).toEqual({ field: 'nome', message: 'Indica il nome di chi paga' });
    expect(refusal({ cognome: '' })).toEqual({ field: 'cognome', message: 'Indica il cognome di chi paga' });
    expect(refusal({ indirizzo: '' })).toEqual({ field: 'indirizzo', message: "Indica l'indirizzo (via e numero civico)" });
    expect(refusal({ indirizzo: 'V'.repeat(61) })?.field).toBe('indirizzo');
    expect(refusal({ comune: '' })).toEqual({ field: 'comune', message: 'Indica il comune' });
  });

  it('knows the sigle of the recent Sardinian provinces', () => {
    for (const sigla of ['OT', 'OG', 'VS', 'SU', 'CA', 'SS', 'NU', 'OR']) expect(PROVINCE_SIGLE).toContain(sigla);
  });
});
