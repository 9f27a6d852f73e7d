import { billingMessage, PROVINCE_SIGLA, type BillingView, type UserView } from '@lavagna/contracts';
import { billingProblem, normaliseBilling } from '@lavagna/domain';

export type BillingField = keyof BillingView;
export type BillingErrors = Partial<Record<BillingField, string>>;

export const BILLING_FIELDS: readonly BillingField[] = ['nome', 'cognome', 'codiceFiscale', 'indirizzo', 'cap', 'comune', 'provincia'];

/**
 * What the form starts from: the data already given, else the payer's name - the parent's
 * (the tutor fields) for a minor, the student's own otherwise - and the province of residence.
 */
export const billingPrefill = (user: Pick<UserView, 'name' | 'surname' | 'tutor' | 'residence'>, saved: BillingView | null): BillingView =>
  saved ?? {
    nome: user.tutor?.name ?? user.name,
    cognome: user.tutor?.surname ?? user.surname,
    codiceFiscale: '',
    indirizzo: '',
    cap: '',
    comune: '',
    provincia: (PROVINCE_SIGLA as Record<string, string>)[user.residence?.province ?? ''] ?? '',
  };

/** The domain's check, worded: the refused field and its Italian message, or the data to send. */
export const checkBilling = (values: BillingView): { ok: true; data: BillingView } | { ok: false; errors: BillingErrors } => {
  const data = normaliseBilling(values);
  const problem = billingProblem(data);
  return problem ? { ok: false, errors: { [problem.field]: billingMessage(problem.message) } } : { ok: true, data };
};

export const isBillingField = (path: string): path is BillingField => (BILLING_FIELDS as readonly string[]).includes(path);
