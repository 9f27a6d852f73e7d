import { describe, expect, it } from 'vitest';
import { heroPrice } from './heroPrice';

describe("the home page's price line follows the teacher's regime", () => {
  it('states VAT included under ordinario', () => {
    expect(heroPrice({ regime: 'RF01', bolloCharged: false })).toBe("25 € all'ora, IVA inclusa");
  });

  it('states no VAT under forfettario, and the bollo over 77,47 € only when the student pays it', () => {
    expect(heroPrice({ regime: 'RF19', bolloCharged: false })).toBe("25 € all'ora, senza IVA (regime forfettario)");
    expect(heroPrice({ regime: 'RF19', bolloCharged: true })).toBe(
      "25 € all'ora, senza IVA (regime forfettario); sui pagamenti oltre 77,47 € si aggiunge il bollo di 2 €",
    );
  });
});
