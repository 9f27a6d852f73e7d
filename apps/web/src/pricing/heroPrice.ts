import { BOLLO_CENTS, BOLLO_THRESHOLD_CENTS, DEFAULT_HOURLY_RATE_CENTS, type FiscalTerms } from '@lavagna/domain';
import { formatEuro, formatWholeEuro } from '@lavagna/format';
import { ui } from '../i18n/it';

/** The home page's price line under the teacher's terms: VAT included, or forfettario with the bollo when the student pays it. */
export const heroPrice = (terms: FiscalTerms): string => {
  const rate = formatWholeEuro(DEFAULT_HOURLY_RATE_CENTS);
  if (terms.regime === 'RF01') return ui.home.price(rate);
  if (!terms.bolloCharged) return ui.home.priceNoVat(rate);
  return ui.home.priceNoVatWithBollo(rate, formatWholeEuro(BOLLO_CENTS), formatEuro(BOLLO_THRESHOLD_CENTS));
};
