import { describe, expect, it } from 'vitest';
import { termsOfUse } from './terms';

const facts = { legalName: 'Elena Ferri', address: 'Via Roma 1, 40121 Bologna (BO)', vatNumber: '01234567897', taxCode: 'FRRLNE80A41A944X', email: 'elena@example.it' };
const prices = (regime: 'RF01' | 'RF19', bolloCharged = false) =>
  termsOfUse(facts, { regime, bolloCharged }).sections.find((s) => s.heading === '4. Prezzi')!.paragraphs.join('\n');

describe("the conditions of use state prices under the teacher's regime", () => {
  it('under ordinario: VAT at 22% included, and an invoice for every payment', () => {
    const text = prices('RF01');
    expect(text).toContain("Il prezzo standard è di 25 € per ogni ora di lezione, IVA al 22% inclusa: una lezione di 60 minuti costa 25 €, una di 90 minuti 37,50 € e una di 120 minuti 50 €.");
    expect(text).toContain("Per ogni pagamento l'insegnante emette una fattura elettronica");
    expect(text).not.toContain('forfettario');
    expect(text).not.toContain('scrivi all');
  });

  it('under forfettario: no VAT, and who pays the bollo over 77,47 €', () => {
    const absorbed = prices('RF19');
    expect(absorbed).toContain('regime forfettario');
    expect(absorbed).not.toContain('IVA al 22%');
    expect(absorbed).toContain("imposta di bollo di 2,00 €: la paga l'insegnante");
    const charged = prices('RF19', true);
    expect(charged).toContain('superiore a 77,47 €');
    expect(charged).toContain('il bollo si aggiunge al totale');
  });
});
