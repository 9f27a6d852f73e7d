import type { FiscalProfileView } from '@lavagna/contracts';
import { fiscalProfileProblem, normalizeFiscalProfile } from '@lavagna/domain';

const TEXT = ['partitaIva', 'codiceFiscale', 'denominazione', 'indirizzo', 'cap', 'comune', 'provincia', 'series'] as const;

/** A teacher who never saved a profile starts from ordinario with empty fields. */
export const emptyFiscalProfile: FiscalProfileView = {
  regime: 'RF01',
  partitaIva: '',
  codiceFiscale: '',
  denominazione: '',
  indirizzo: '',
  cap: '',
  comune: '',
  provincia: '',
  series: '',
  bolloCharged: false,
};

/** The form's values as the contract's shape: a cleared input (null in react-admin) is ''. */
export const toFiscalProfile = (values: Record<string, unknown>): FiscalProfileView => {
  const texts = Object.fromEntries(TEXT.map((key) => [key, typeof values[key] === 'string' ? values[key] : '']));
  return normalizeFiscalProfile({
    ...(texts as Pick<FiscalProfileView, (typeof TEXT)[number]>),
    regime: values.regime === 'RF19' ? 'RF19' : 'RF01',
    bolloCharged: values.bolloCharged === true,
  });
};

/** The domain's rule, its Italian message on the field it names (the API answers the same). */
export const validateFiscalProfile = (values: Record<string, unknown>) => {
  const problem = fiscalProfileProblem(toFiscalProfile(values));
  return problem ? { [problem.field]: problem.message } : {};
};
