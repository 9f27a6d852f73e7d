import { amountText, decimalText, type IssuedInvoice } from '@lavagna/domain';
import { formatEuro, longDate } from '@lavagna/format';
import PDFDocument from 'pdfkit';

/** Italian decimals for a quantity or unit price of the file ('1.50' -> '1,5', '20.49180328' -> '20,49180328'). */
const italian = (decimal: string): string => decimal.replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1').replace('.', ',');

const LEGAL_NOTE =
  "Copia di cortesia, priva di valore fiscale. L'originale è la fattura elettronica trasmessa all'Agenzia delle Entrate tramite il Sistema di Interscambio: la trovi nel tuo cassetto fiscale, nell'area Fatture e Corrispettivi.";

/**
 * The courtesy copy of an invoice as a PDF: the same figures as the file, readable. Deterministic
 * (its creation date is the invoice's own date), so an e-mail rendered again is the same bytes.
 */
export const invoicePdf = ({ id, issuer, payer, content }: IssuedInvoice): Buffer => {
  const date = new Date(`${content.date}T12:00:00Z`);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Fattura n. ${id.numero} del ${longDate(content.date)}`, Author: issuer.denominazione, CreationDate: date, ModDate: date },
  });
  const left = 50;
  const width = doc.page.width - 100;
  doc.font('Helvetica-Bold').fontSize(16).text(`Fattura n. ${id.numero} del ${longDate(content.date)}`, left, 50);
  doc.font('Helvetica').fontSize(9).fillColor('#444').text(`File ${id.fileName} · documento TD01`, { width });
  doc.moveDown(1.2).fillColor('#000');

  const top = doc.y;
  const party = (title: string, lines: string[], x: number) => {
    doc.font('Helvetica-Bold').fontSize(10).text(title, x, top, { width: width / 2 - 10 });
    doc.font('Helvetica').fontSize(10);
    for (const line of lines) doc.text(line, x, undefined, { width: width / 2 - 10 });
  };
  party(
    'Prestatore',
    [issuer.denominazione, `Partita IVA ${issuer.partitaIva}`, `Codice fiscale ${issuer.codiceFiscale}`, issuer.indirizzo, `${issuer.cap} ${issuer.comune} (${issuer.provincia})`, issuer.regime === 'RF19' ? 'Regime forfettario' : 'Regime ordinario'],
    left,
  );
  const afterIssuer = doc.y;
  party('Cliente', [`${payer.nome} ${payer.cognome}`, `Codice fiscale ${payer.codiceFiscale}`, payer.indirizzo, `${payer.cap} ${payer.comune} (${payer.provincia})`], left + width / 2 + 10);
  doc.y = Math.max(afterIssuer, doc.y) + 20;

  const columns = [
    { title: 'Descrizione', x: left, w: 250, align: 'left' as const },
    { title: 'Quantità', x: left + 255, w: 55, align: 'right' as const },
    { title: 'Prezzo unitario', x: left + 312, w: 80, align: 'right' as const },
    { title: 'IVA', x: left + 394, w: 35, align: 'right' as const },
    { title: 'Importo', x: left + 431, w: width - 431, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.w }));
    cells.forEach((cell, i) => doc.text(cell, columns[i]!.x, y, { width: columns[i]!.w, align: columns[i]!.align }));
    doc.y = y + Math.max(...heights) + 6;
  };
  row(columns.map((c) => c.title), true);
  for (const line of content.lines) {
    row([
      line.descrizione,
      line.quantitaE8 ? `${italian(decimalText(BigInt(line.quantitaE8)))} ${line.unitaMisura ?? ''}`.trim() : '',
      italian(decimalText(BigInt(line.prezzoUnitarioE8))),
      line.natura ?? `${line.aliquotaPercent}%`,
      formatEuro(line.prezzoTotaleCents),
    ]);
  }
  doc.moveDown(0.5);
  const total = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10).text(label, left + 200, y, { width: 220, align: 'right' });
    doc.text(formatEuro(cents), left + 431, y, { width: width - 431, align: 'right' });
    doc.y = y + 16;
  };
  for (const s of content.summaries) {
    const what = s.natura ? `Imponibile ${s.natura} (${s.riferimentoNormativo ?? ''})` : `Imponibile al ${s.aliquotaPercent}%`;
    total(what, s.imponibileCents);
    if (!s.natura) total(`IVA ${s.aliquotaPercent}%`, s.impostaCents);
  }
  if (content.arrotondamentoCents !== 0) total('Arrotondamento', content.arrotondamentoCents);
  total('Totale documento', content.totalCents, true);
  doc.moveDown(1).font('Helvetica').fontSize(9).fillColor('#000');
  const method = content.modalitaPagamento === 'MP01' ? 'contanti' : 'carta di pagamento o PayPal';
  doc.text(`Pagata il ${longDate(content.date)} (${method}): ${amountText(content.totalCents).replace('.', ',')} EUR.`, left, undefined, { width });
  if (content.bolloCents > 0) doc.text('Imposta di bollo di 2,00 € assolta in modo virtuale.', { width });
  if (content.causale) doc.text(content.causale, { width });
  doc.moveDown(1).fillColor('#444').text(LEGAL_NOTE, { width });
  doc.end();
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  return Buffer.concat(chunks);
};
