import { XMLParser } from 'fast-xml-parser';

/**
 * Our own checks of a FatturaPA file, after the public specification 1.2.x (no schema file of
 * anyone else's): the elements we write in their order, required ones present, the formats, and
 * the arithmetic the SdI checks - to the cent, with no tolerance. Returns the problems found.
 */
export function fatturaPaProblems(xml: string): string[] {
  const problems: string[] = [];
  const tree = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false, trimValues: false }).parse(xml) as OrderedNode[];
  const root = tree.find((n) => 'p:FatturaElettronica' in n);
  if (!root) return ['no p:FatturaElettronica root'];
  const attributes = (root[':@'] ?? {}) as Record<string, string>;
  if (attributes['@_versione'] !== 'FPR12') problems.push(`versione ${attributes['@_versione']}`);
  if (attributes['@_xmlns:p'] !== 'http://ivaservizi.agenziaentrate.gov.it/docs/xsd/fatture/v1.2') problems.push('namespace');
  const doc = toElement('p:FatturaElettronica', root['p:FatturaElettronica'] as OrderedNode[]);
  checkStructure(doc, 'p:FatturaElettronica', problems);
  checkFormats(doc, problems);
  checkArithmetic(doc, problems);
  return problems;
}

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };
/** An element: its name, its text (leaf) or its children in order. */
export interface El {
  name: string;
  text?: string;
  children: El[];
}

const toElement = (name: string, content: OrderedNode[]): El => {
  const children: El[] = [];
  let text: string | undefined;
  for (const node of content) {
    for (const [key, value] of Object.entries(node)) {
      if (key === ':@') continue;
      if (key === '#text') text = (text ?? '') + String(value);
      else children.push(toElement(key, value as OrderedNode[]));
    }
  }
  return children.length ? { name, children: children } : { name, text: text ?? '', children };
};

/** Children allowed, in the order the specification gives; required ones marked with '!', repeatable with '*'. */
const ORDER: Record<string, string[]> = {
  'p:FatturaElettronica': ['FatturaElettronicaHeader!', 'FatturaElettronicaBody!'],
  FatturaElettronicaHeader: ['DatiTrasmissione!', 'CedentePrestatore!', 'RappresentanteFiscale', 'CessionarioCommittente!', 'TerzoIntermediarioOSoggettoEmittente', 'SoggettoEmittente'],
  DatiTrasmissione: ['IdTrasmittente!', 'ProgressivoInvio!', 'FormatoTrasmissione!', 'CodiceDestinatario!', 'ContattiTrasmittente', 'PECDestinatario'],
  IdTrasmittente: ['IdPaese!', 'IdCodice!'],
  IdFiscaleIVA: ['IdPaese!', 'IdCodice!'],
  CedentePrestatore: ['DatiAnagrafici!', 'Sede!', 'StabileOrganizzazione', 'IscrizioneREA', 'Contatti', 'RiferimentoAmministrazione'],
  'CedentePrestatore/DatiAnagrafici': ['IdFiscaleIVA!', 'CodiceFiscale', 'Anagrafica!', 'AlboProfessionale', 'ProvinciaAlbo', 'NumeroIscrizioneAlbo', 'DataIscrizioneAlbo', 'RegimeFiscale!'],
  CessionarioCommittente: ['DatiAnagrafici!', 'Sede!', 'StabileOrganizzazione', 'RappresentanteFiscale'],
  'CessionarioCommittente/DatiAnagrafici': ['IdFiscaleIVA', 'CodiceFiscale', 'Anagrafica!'],
  Anagrafica: ['Denominazione', 'Nome', 'Cognome', 'Titolo', 'CodEORI'],
  Sede: ['Indirizzo!', 'NumeroCivico', 'CAP!', 'Comune!', 'Provincia', 'Nazione!'],
  FatturaElettronicaBody: ['DatiGenerali!', 'DatiBeniServizi!', 'DatiVeicoli', 'DatiPagamento*', 'Allegati*'],
  DatiGenerali: ['DatiGeneraliDocumento!', 'DatiOrdineAcquisto*', 'DatiContratto*', 'DatiConvenzione*', 'DatiRicezione*', 'DatiFattureCollegate*', 'DatiSAL*', 'DatiDDT*', 'DatiTrasporto', 'FatturaPrincipale'],
  DatiGeneraliDocumento: ['TipoDocumento!', 'Divisa!', 'Data!', 'Numero!', 'DatiRitenuta*', 'DatiBollo', 'DatiCassaPrevidenziale*', 'ScontoMaggiorazione*', 'ImportoTotaleDocumento', 'Arrotondamento', 'Causale*', 'Art73'],
  DatiBollo: ['BolloVirtuale!', 'ImportoBollo'],
  DatiBeniServizi: ['DettaglioLinee!*', 'DatiRiepilogo!*'],
  DettaglioLinee: ['NumeroLinea!', 'TipoCessionePrestazione', 'CodiceArticolo*', 'Descrizione!', 'Quantita', 'UnitaMisura', 'DataInizioPeriodo', 'DataFinePeriodo', 'PrezzoUnitario!', 'ScontoMaggiorazione*', 'PrezzoTotale!', 'AliquotaIVA!', 'Ritenuta', 'Natura', 'RiferimentoAmministrazione', 'AltriDatiGestionali*'],
  DatiRiepilogo: ['AliquotaIVA!', 'Natura', 'SpeseAccessorie', 'Arrotondamento', 'ImponibileImporto!', 'Imposta!', 'EsigibilitaIVA', 'RiferimentoNormativo'],
  DatiPagamento: ['CondizioniPagamento!', 'DettaglioPagamento!*'],
  DettaglioPagamento: ['Beneficiario', 'ModalitaPagamento!', 'DataRiferimentoTerminiPagamento', 'GiorniTerminiPagamento', 'DataScadenzaPagamento', 'ImportoPagamento!', 'CodUfficioPostale', 'CognomeQuietanzante', 'NomeQuietanzante', 'CFQuietanzante', 'TitoloQuietanzante', 'IstitutoFinanziario', 'IBAN', 'ABI', 'CAB', 'BIC'],
};

const checkStructure = (el: El, path: string, problems: string[]): void => {
  const key = ORDER[`${path.split('/').slice(-2).join('/')}`] ? path.split('/').slice(-2).join('/') : el.name;
  const allowed = ORDER[key];
  if (!allowed) {
    if (el.children.length) problems.push(`${path}: unexpected children`);
    return;
  }
  const names = allowed.map((a) => a.replace(/[!*]/g, ''));
  let last = -1;
  const seen = new Map<string, number>();
  for (const child of el.children) {
    const at = names.indexOf(child.name);
    if (at < 0) problems.push(`${path}: ${child.name} is not allowed here`);
    else if (at < last) problems.push(`${path}: ${child.name} out of order`);
    else last = at;
    seen.set(child.name, (seen.get(child.name) ?? 0) + 1);
  }
  allowed.forEach((spec, i) => {
    const count = seen.get(names[i]!) ?? 0;
    if (spec.includes('!') && count === 0) problems.push(`${path}: ${names[i]} missing`);
    if (!spec.includes('*') && count > 1) problems.push(`${path}: ${names[i]} repeated`);
  });
  if (el.name === 'Anagrafica') {
    const has = (n: string) => seen.has(n);
    if (has('Denominazione') === (has('Nome') || has('Cognome')) || has('Nome') !== has('Cognome')) problems.push(`${path}: Denominazione, or Nome and Cognome`);
  }
  for (const child of el.children) checkStructure(child, `${path}/${child.name}`, problems);
};

const all = (el: El, name: string): El[] => [...(el.name === name ? [el] : []), ...el.children.flatMap((c) => all(c, name))];
const first = (el: El, name: string): El | undefined => all(el, name)[0];
const textOf = (el: El | undefined, name: string): string | undefined => (el ? first(el, name)?.text : undefined);

const FORMATS: Record<string, [RegExp, string]> = {
  IdPaese: [/^IT$/, 'IT'],
  ProgressivoInvio: [/^[A-Za-z0-9]{1,10}$/, 'up to 10 letters and digits'],
  FormatoTrasmissione: [/^FPR12$/, 'FPR12'],
  CodiceDestinatario: [/^0000000$/, 'seven zeros (a private person)'],
  CodiceFiscale: [/^([A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]|\d{11})$/, 'a codice fiscale'],
  RegimeFiscale: [/^RF(01|19)$/, 'RF01 or RF19'],
  Indirizzo: [/^.{1,60}$/, '1-60 characters'],
  CAP: [/^\d{5}$/, 'five digits'],
  Comune: [/^.{1,60}$/, '1-60 characters'],
  Provincia: [/^[A-Z]{2}$/, 'two capital letters'],
  Nazione: [/^IT$/, 'IT'],
  Denominazione: [/^.{1,80}$/, '1-80 characters'],
  Nome: [/^.{1,60}$/, '1-60 characters'],
  Cognome: [/^.{1,60}$/, '1-60 characters'],
  TipoDocumento: [/^TD01$/, 'TD01'],
  Divisa: [/^EUR$/, 'EUR'],
  Data: [/^\d{4}-\d{2}-\d{2}$/, 'a date'],
  DataScadenzaPagamento: [/^\d{4}-\d{2}-\d{2}$/, 'a date'],
  Numero: [/^(?=.*\d).{1,20}$/, 'up to 20 characters with a digit'],
  BolloVirtuale: [/^SI$/, 'SI'],
  ImportoBollo: [/^\d{1,11}\.\d{2}$/, 'an amount'],
  ImportoTotaleDocumento: [/^-?\d{1,11}\.\d{2}$/, 'an amount'],
  Arrotondamento: [/^-?\d{1,11}\.\d{2}$/, 'an amount'],
  NumeroLinea: [/^\d{1,4}$/, 'a line number'],
  TipoCessionePrestazione: [/^(SC|PR|AB|AC)$/, 'SC, PR, AB or AC'],
  Descrizione: [/^[\s\S]{1,1000}$/, '1-1000 characters'],
  Quantita: [/^-?\d{1,12}\.\d{2,8}$/, '2 to 8 decimals'],
  UnitaMisura: [/^.{1,10}$/, '1-10 characters'],
  PrezzoUnitario: [/^-?\d{1,12}\.\d{2,8}$/, '2 to 8 decimals'],
  PrezzoTotale: [/^-?\d{1,11}\.\d{2}$/, 'an amount'],
  AliquotaIVA: [/^\d{1,3}\.\d{2}$/, 'a rate'],
  Natura: [/^(N1|N2\.1|N2\.2|N3\.[1-6]|N4|N5|N6\.[1-9]|N7)$/, 'a Natura'],
  ImponibileImporto: [/^-?\d{1,11}\.\d{2}$/, 'an amount'],
  Imposta: [/^-?\d{1,11}\.\d{2}$/, 'an amount'],
  EsigibilitaIVA: [/^[IDS]$/, 'I, D or S'],
  RiferimentoNormativo: [/^.{1,100}$/, '1-100 characters'],
  Causale: [/^.{1,200}$/, '1-200 characters'],
  CondizioniPagamento: [/^TP0[123]$/, 'TP01-TP03'],
  ModalitaPagamento: [/^MP(0[1-9]|1\d|2[0-3])$/, 'MP01-MP23'],
  ImportoPagamento: [/^\d{1,11}\.\d{2}$/, 'an amount'],
};

/** FatturaPA texts are in Latin-1 (Basic Latin and Latin-1 Supplement). */
const LATIN_1 = /^[\u0020-\u007e\u00a0-\u00ff\n]*$/;

const checkFormats = (doc: El, problems: string[]): void => {
  const walk = (el: El) => {
    if (el.text !== undefined) {
      const format = FORMATS[el.name];
      if (format && !format[0].test(el.text)) problems.push(`${el.name} '${el.text}' is not ${format[1]}`);
      if (!LATIN_1.test(el.text)) problems.push(`${el.name} has characters outside Latin-1`);
    }
    el.children.forEach(walk);
  };
  walk(doc);
  const idCodice = doc.children[0]?.children.find((c) => c.name === 'CedentePrestatore');
  const piva = textOf(idCodice && first(idCodice, 'IdFiscaleIVA'), 'IdCodice');
  if (!piva || !/^\d{11}$/.test(piva)) problems.push(`partita IVA '${piva}' is not 11 digits`);
};

const cents = (text: string | undefined): number => {
  if (text === undefined) return Number.NaN;
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return text.startsWith('-') ? -value : value;
};
const e8 = (text: string): bigint => {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = text.replace('-', '').split('.');
  const value = BigInt(whole!) * 100_000_000n + BigInt(fraction.padEnd(8, '0'));
  return negative ? -value : value;
};
const roundDiv = (n: bigint, d: bigint): bigint => {
  const q = (2n * (n < 0n ? -n : n) + d) / (2n * d);
  return n < 0n ? -q : q;
};

const checkArithmetic = (doc: El, problems: string[]): void => {
  const byKey = new Map<string, number>();
  for (const line of all(doc, 'DettaglioLinee')) {
    const quantity = textOf(line, 'Quantita');
    const unit = textOf(line, 'PrezzoUnitario')!;
    const total = cents(textOf(line, 'PrezzoTotale'));
    const expected = Number(roundDiv((quantity ? e8(quantity) : 100_000_000n) * e8(unit), 100_000_000n * 1_000_000n));
    if (expected !== total) problems.push(`line ${textOf(line, 'NumeroLinea')}: PrezzoTotale ${total} is not Quantita x PrezzoUnitario (${expected})`);
    const aliquota = textOf(line, 'AliquotaIVA')!;
    const natura = textOf(line, 'Natura');
    if ((cents(aliquota) === 0) !== (natura !== undefined)) problems.push(`line ${textOf(line, 'NumeroLinea')}: a Natura goes with rate 0 and only then`);
    const key = `${aliquota}|${natura ?? ''}`;
    byKey.set(key, (byKey.get(key) ?? 0) + total);
  }
  let stated = 0;
  const summaries = all(doc, 'DatiRiepilogo');
  for (const summary of summaries) {
    const aliquota = textOf(summary, 'AliquotaIVA')!;
    const natura = textOf(summary, 'Natura');
    const key = `${aliquota}|${natura ?? ''}`;
    const imponibile = cents(textOf(summary, 'ImponibileImporto'));
    const imposta = cents(textOf(summary, 'Imposta'));
    if (imponibile !== byKey.get(key)) problems.push(`summary ${key}: ImponibileImporto ${imponibile} is not the sum of its lines (${byKey.get(key)})`);
    const expected = Number(roundDiv(BigInt(imponibile) * BigInt(cents(aliquota)), 10_000n));
    if (imposta !== expected) problems.push(`summary ${key}: Imposta ${imposta} is not ImponibileImporto x AliquotaIVA (${expected})`);
    if (natura && !textOf(summary, 'RiferimentoNormativo')) problems.push(`summary ${key}: a Natura needs its RiferimentoNormativo`);
    byKey.delete(key);
    stated += imponibile + imposta;
  }
  for (const key of byKey.keys()) problems.push(`lines at ${key} have no summary`);
  const document = first(doc, 'DatiGeneraliDocumento')!;
  const total = cents(textOf(document, 'ImportoTotaleDocumento'));
  const rounding = textOf(document, 'Arrotondamento');
  if (stated + (rounding ? cents(rounding) : 0) !== total) problems.push(`ImportoTotaleDocumento ${total} is not the summaries plus Arrotondamento (${stated} + ${rounding ?? 0})`);
  const paid = all(doc, 'DettaglioPagamento').reduce((sum, p) => sum + cents(textOf(p, 'ImportoPagamento')), 0);
  if (paid !== total) problems.push(`ImportoPagamento ${paid} is not ImportoTotaleDocumento ${total}`);
  const bollo = first(document, 'DatiBollo');
  if (bollo && cents(textOf(bollo, 'ImportoBollo')) !== 200) problems.push('ImportoBollo is not 2.00');
};

/** The tree of a file, for tests that read values. */
export const fatturaPaTree = (xml: string): El => {
  const tree = new XMLParser({ preserveOrder: true, ignoreAttributes: false, parseTagValue: false, trimValues: false }).parse(xml) as OrderedNode[];
  const root = tree.find((n) => 'p:FatturaElettronica' in n)!;
  return toElement('p:FatturaElettronica', root['p:FatturaElettronica'] as OrderedNode[]);
};
export { all as elementsNamed, textOf };
