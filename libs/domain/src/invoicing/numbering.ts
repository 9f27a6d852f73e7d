/** An invoice's place in its year's series, and the names that follow from it. */
export interface InvoiceNumber {
  year: number;
  /** 1, 2, 3... within the year, with no gap. */
  number: number;
  /** The Numero the file states: the number, then the series when there is one ('12/L'). */
  numero: string;
  /** ProgressivoInvio and the file name's suffix: two digits of the year, then the number in base 36 ('26001'). */
  progressivo: string;
  /** `IT{partita IVA}_{progressivo}.xml`, as the SdI names files. */
  fileName: string;
}

/** Base 36 keeps the progressivo at five characters up to 46,655 invoices a year. */
const MAX_NUMBER = 36 ** 3 - 1;

export const invoiceNumberOf = (year: number, number: number, series: string, partitaIva: string): InvoiceNumber => {
  if (!Number.isInteger(number) || number < 1 || number > MAX_NUMBER) throw new RangeError(`Invoice number out of range: ${number}`);
  const progressivo = `${String(year % 100).padStart(2, '0')}${number.toString(36).toUpperCase().padStart(3, '0')}`;
  const clean = series.trim();
  return { year, number, numero: clean ? `${number}/${clean}` : String(number), progressivo, fileName: `IT${partitaIva}_${progressivo}.xml` };
};
