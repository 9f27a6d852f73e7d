import { it, signupRequestSchema, type SignupInput } from '@lavagna/contracts';
import type { SchoolType } from '../../../components/forms/SchoolFields';

export type SignupRole = 'student' | 'parent';

export interface SignupFormValues {
  email: string;
  pw: string;
  pwConfirm: string;
  name: string;
  surname: string;
  tutorName: string;
  tutorSurname: string;
  birthYear: string;
  region: string;
  province: string;
  schoolType: SchoolType;
  institute: string;
  examYear: string;
  privacyConsent: boolean;
}

export type SignupField = keyof SignupFormValues;
export type SignupErrors = Partial<Record<SignupField, string>>;

/** What each form section gets. */
export interface SectionProps {
  values: SignupFormValues;
  errors: SignupErrors;
  set: <K extends SignupField>(key: K, value: SignupFormValues[K]) => void;
}

export const emptySignupForm: SignupFormValues = {
  email: '',
  pw: '',
  pwConfirm: '',
  name: '',
  surname: '',
  tutorName: '',
  tutorSurname: '',
  birthYear: '',
  region: '',
  province: '',
  schoolType: 'Scuola Superiore',
  institute: '',
  examYear: '',
  privacyConsent: false,
};

/** Schema and server paths to form fields. */
const FIELD_OF_PATH: Record<string, SignupField> = {
  email: 'email',
  pw: 'pw',
  name: 'name',
  surname: 'surname',
  'tutor.name': 'tutorName',
  'tutor.surname': 'tutorSurname',
  birthYear: 'birthYear',
  'residence.region': 'region',
  'residence.province': 'province',
  residence: 'province',
  'school.schoolType': 'schoolType',
  'school.institute': 'institute',
  'school.examYear': 'examYear',
  'personalSettings.privacyConsent': 'privacyConsent',
};

export const fieldOfPath = (path: string): SignupField | undefined => FIELD_OF_PATH[path];

/** The request body the form stands for (tutor only for parents). */
export function toSignupInput(v: SignupFormValues, role: SignupRole): SignupInput {
  return {
    email: v.email,
    pw: v.pw,
    name: v.name,
    surname: v.surname,
    birthYear: v.birthYear === '' ? (undefined as unknown as number) : Number(v.birthYear),
    residence: { region: v.region as SignupInput['residence']['region'], province: v.province },
    school: { schoolType: v.schoolType, institute: v.institute, examYear: v.examYear },
    ...(role === 'parent' ? { tutor: { name: v.tutorName, surname: v.tutorSurname } } : {}),
    personalSettings: { privacyConsent: v.privacyConsent as true },
  };
}

export type SignupValidation = { ok: true; body: SignupInput } | { ok: false; errors: SignupErrors };

/** The contracts schema plus the password confirmation; one message per field. The body is normalised. */
export function validateSignup(v: SignupFormValues, role: SignupRole, currentYear: number): SignupValidation {
  const errors: SignupErrors = {};
  const parsed = signupRequestSchema(currentYear).safeParse(toSignupInput(v, role));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  }
  if (!v.email.trim()) errors.email = it.auth.emailMissing;
  if (v.pwConfirm !== v.pw) errors.pwConfirm = it.signup.passwordMismatch;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, body: parsed.data };
}
