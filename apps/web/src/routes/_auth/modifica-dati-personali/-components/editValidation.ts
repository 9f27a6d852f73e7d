import { it, updateUserSchema, type UpdateUserRequest, type UserView } from '@lavagna/contracts';
import type { SchoolType } from '../../../../components/forms/SchoolFields';

export interface EditValues {
  email: string;
  name: string;
  surname: string;
  tutorName: string;
  tutorSurname: string;
  region: string;
  province: string;
  schoolType: SchoolType;
  institute: string;
  examYear: string;
}

export type EditField = keyof EditValues;
export type EditErrors = Partial<Record<EditField, string>>;

export const toEditValues = (u: UserView): EditValues => ({
  email: u.email,
  name: u.name,
  surname: u.surname,
  tutorName: u.tutor?.name ?? '',
  tutorSurname: u.tutor?.surname ?? '',
  region: u.residence?.region ?? '',
  province: u.residence?.province ?? '',
  schoolType: u.school?.schoolType ?? 'Scuola Superiore',
  institute: u.school?.institute ?? '',
  examYear: u.school?.examYear ?? '',
});

const FIELD_OF_PATH: Record<string, EditField> = {
  email: 'email',
  name: 'name',
  surname: 'surname',
  'tutor.name': 'tutorName',
  'tutor.surname': 'tutorSurname',
  'residence.region': 'region',
  'residence.province': 'province',
  residence: 'province',
  'school.schoolType': 'schoolType',
  'school.institute': 'institute',
  'school.examYear': 'examYear',
};

export const editFieldOfPath = (path: string): EditField | undefined => FIELD_OF_PATH[path];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export type EditValidation =
  | { ok: true; body: UpdateUserRequest; newEmail: string | null }
  | { ok: false; errors: EditErrors };

/**
 * Checks the edited data with the contracts schema and keeps only what changed.
 * The email is trimmed and lowercased; `newEmail` says its uniqueness must be checked.
 */
export function validateEdit(v: EditValues, user: UserView): EditValidation {
  const candidate: UpdateUserRequest = {
    email: v.email,
    name: v.name,
    surname: v.surname,
    ...(user.tutor ? { tutor: { name: v.tutorName, surname: v.tutorSurname } } : {}),
    residence: { region: v.region as never, province: v.province },
    school: { schoolType: v.schoolType, institute: v.institute, examYear: v.examYear },
  };
  const parsed = updateUserSchema.safeParse(candidate);
  if (!parsed.success) {
    const errors: EditErrors = {};
    for (const issue of parsed.error.issues) {
      const field = editFieldOfPath(issue.path.join('.'));
      if (field && !errors[field]) errors[field] = field === 'email' ? it.account.emailInvalid : issue.message;
    }
    return { ok: false, errors };
  }
  const next = parsed.data;
  const body: UpdateUserRequest = {};
  const newEmail = next.email !== undefined && next.email !== user.email ? next.email : null;
  if (newEmail) body.email = newEmail;
  if (next.name !== user.name) body.name = next.name;
  if (next.surname !== user.surname) body.surname = next.surname;
  if (next.tutor && !same(next.tutor, user.tutor)) body.tutor = next.tutor;
  if (next.residence && !same(next.residence, user.residence)) body.residence = next.residence;
  if (next.school && !same(next.school, user.school)) body.school = next.school;
  return { ok: true, body, newEmail };
}
