import { csvCell, csvText } from './csv.js';

describe('a CSV cell', () => {
  it('shows as text what a spreadsheet would run as a formula', () => {
    expect(['=1+1', '+39 Rossi', '-1+1', '@SUM(1)', '\tTab'].map(csvCell)).toEqual(["'=1+1", "'+39 Rossi", "'-1+1", "'@SUM(1)", "'\tTab"]);
    expect(csvCell('\rCR')).toBe(`"'\rCR"`);
  });

  it('leaves amounts as numbers and plain text alone, quoting what holds a separator or a quote', () => {
    expect(['-2,50', '1.234,56', 'Anna = Neri', '2,5'].map(csvCell)).toEqual(['-2,50', '1.234,56', 'Anna = Neri', '2,5']);
    expect(csvCell('Anna "Nina"; Neri')).toBe('"Anna ""Nina""; Neri"');
  });
});

describe('a CSV file', () => {
  it('starts with a BOM and ends each line with CRLF', () => {
    expect(csvText([['Data', 'Utente'], ['01/06/2026', '=x']])).toBe("\uFEFFData;Utente\r\n01/06/2026;'=x\r\n");
  });
});
