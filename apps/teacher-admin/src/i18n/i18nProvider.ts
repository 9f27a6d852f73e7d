import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { it } from '@lavagna/contracts';
import { raItalian } from './ra-it';
import { resourcesIt } from './it';

const messages: TranslationMessages = {
  ...raItalian,
  ra: {
    ...raItalian.ra,
    // In this console an invalid form is reported with the product's generic wording.
    message: { ...raItalian.ra.message, invalid_form: it.account.formatErrors },
  },
  resources: resourcesIt,
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'it', [{ locale: 'it', name: 'Italiano' }], {
  allowMissing: true,
});
