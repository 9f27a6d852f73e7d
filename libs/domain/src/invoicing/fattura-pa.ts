import { amountText, decimalText } from './decimals.js';
import type { InvoiceContent, InvoiceIssuer, InvoiceLine, InvoicePayer, InvoiceSummary } from './invoice.js';
import type { InvoiceNumber } from './numbering.js';

/** The invoice as issued: its number, both parties as they were, and its content. */
export interface IssuedInvoice {
  id: InvoiceNumber;
  issuer: InvoiceIssuer & { regime: InvoiceContent['regime'] };
  payer: InvoicePayer;
  content: InvoiceContent;
}

const NAMESPACE = 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** An element with text, or with children; `undefined` children are left out (optional elements). */
type Node = [name: string, content: string | (Node | undefined)[]];

const render = ([name, content]: Node, depth: number): string => {
  const pad = '  '.repeat(depth);
  if (typeof content === 'string') return `${pad}<${name}>${escape(content)}</${name}>`;
  const inner = content.filter((n): n is Node => n !== undefined).map((n) => render(n, depth + 1));
  return `${pad}<${name}>\n${inner.join('\n')}\n${pad}</${name}>`;
};

const rate = (percent: number): string => amountText(percent * 100);

const sede = (p: { indirizzo: string; cap: string; comune: string; provincia: string }): Node => [
  'Sede',
  [
    ['Indirizzo', p.indirizzo],
    ['CAP', p.cap],
    ['Comune', p.comune],
    ['Provincia', p.provincia],
    ['Nazione', 'IT'],
  ],
];

const line = (l: InvoiceLine): Node => [
  'DettaglioLinee',
  [
    ['NumeroLinea', String(l.numero)],
    l.tipo && ['TipoCessionePrestazione', l.tipo],
    ['Descrizione', l.descrizione],
    l.quantitaE8 !== undefined ? ['Quantita', decimalText(BigInt(l.quantitaE8))] : undefined,
    l.unitaMisura !== undefined ? ['UnitaMisura', l.unitaMisura] : undefined,
    ['PrezzoUnitario', decimalText(BigInt(l.prezzoUnitarioE8))],
    ['PrezzoTotale', amountText(l.prezzoTotaleCents)],
    ['AliquotaIVA', rate(l.aliquotaPercent)],
    l.natura && ['Natura', l.natura],
  ],
];

const summary = (s: InvoiceSummary): Node => [
  'DatiRiepilogo',
  [
    ['AliquotaIVA', rate(s.aliquotaPercent)],
    s.natura && ['Natura', s.natura],
    ['ImponibileImporto', amountText(s.imponibileCents)],
    ['Imposta', amountText(s.impostaCents)],
    s.esigibilita && ['EsigibilitaIVA', s.esigibilita],
    s.riferimentoNormativo !== undefined ? ['RiferimentoNormativo', s.riferimentoNormativo] : undefined,
  ],
];

/**
 * The FatturaPA file (version FPR12, to a private person: CodiceDestinatario 0000000 and the
 * payer's codice fiscale), elements in the order of the public specification 1.2.x.
 */
export const fatturaPaXml = ({ id, issuer, payer, content }: IssuedInvoice): string => {
  const header: Node = [
    'FatturaElettronicaHeader',
    [
      [
        'DatiTrasmissione',
        [
          ['IdTrasmittente', [['IdPaese', 'IT'], ['IdCodice', issuer.codiceFiscale]]],
          ['ProgressivoInvio', id.progressivo],
          ['FormatoTrasmissione', 'FPR12'],
          ['CodiceDestinatario', '0000000'],
        ],
      ],
      [
        'CedentePrestatore',
        [
          [
            'DatiAnagrafici',
            [
              ['IdFiscaleIVA', [['IdPaese', 'IT'], ['IdCodice', issuer.partitaIva]]],
              ['CodiceFiscale', issuer.codiceFiscale],
              ['Anagrafica', [['Denominazione', issuer.denominazione]]],
              ['RegimeFiscale', issuer.regime],
            ],
          ],
          sede(issuer),
        ],
      ],
      [
        'CessionarioCommittente',
        [
          [
            'DatiAnagrafici',
            [
              ['CodiceFiscale', payer.codiceFiscale],
              ['Anagrafica', [['Nome', payer.nome], ['Cognome', payer.cognome]]],
            ],
          ],
          sede(payer),
        ],
      ],
    ],
  ];
  const body: Node = [
    'FatturaElettronicaBody',
    [
      [
        'DatiGenerali',
        [
          [
            'DatiGeneraliDocumento',
            [
              ['TipoDocumento', 'TD01'],
              ['Divisa', 'EUR'],
              ['Data', content.date],
              ['Numero', id.numero],
              content.bolloCents > 0 ? ['DatiBollo', [['BolloVirtuale', 'SI'], ['ImportoBollo', amountText(content.bolloCents)]]] : undefined,
              ['ImportoTotaleDocumento', amountText(content.totalCents)],
              content.arrotondamentoCents !== 0 ? ['Arrotondamento', amountText(content.arrotondamentoCents)] : undefined,
              content.causale !== undefined ? ['Causale', content.causale] : undefined,
            ],
          ],
        ],
      ],
      ['DatiBeniServizi', [...content.lines.map(line), ...content.summaries.map(summary)]],
      [
        'DatiPagamento',
        [
          ['CondizioniPagamento', 'TP02'],
          ['DettaglioPagamento', [['ModalitaPagamento', content.modalitaPagamento], ['DataScadenzaPagamento', content.date], ['ImportoPagamento', amountText(content.totalCents)]]],
        ],
      ],
    ],
  ];
  const inner = [render(header, 1), render(body, 1)].join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<p:FatturaElettronica versione="FPR12" xmlns:p="${NAMESPACE}">\n${inner}\n</p:FatturaElettronica>\n`;
};
