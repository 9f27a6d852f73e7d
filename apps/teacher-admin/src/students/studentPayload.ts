import { issuesToErrors, type FormErrors } from '../forms/issuesToErrors';
import { updateUserSchema, type StudentRow, type UpdateUserRequest } from '@lavagna/contracts';

/** The editable part of a student, as the edit form holds it. */
export interface StudentFormValues {
  name?: string;
  surname?: string;
  email?: string;
  tutor?: { name?: string | null; surname?: string | null } | null;
  residence?: { region?: string | null; province?: string | null } | null;
  school?: { schoolType?: string | null; institute?: string | null; examYear?: string | null } | null;
  hourlyRate?: number | null;
  linkMeet?: string | null;
}

const text = (v: string | null | undefined) => (v ?? '').trim();

/** Form values -> PUT body with every editable field (empty tutor -> null; untouched empty blocks left out). */
export const toUpdateRequest = (v: StudentFormValues): UpdateUserRequest => {
  const tutor = { name: text(v.tutor?.name), surname: text(v.tutor?.surname) };
  const residence = { region: text(v.residence?.region), province: text(v.residence?.province) };
  const school = {
    schoolType: text(v.school?.schoolType),
    institute: text(v.school?.institute),
    examYear: text(v.school?.examYear),
  };
  const request: Record<string, unknown> = {
    name: text(v.name),
    surname: text(v.surname),
    email: text(v.email),
    tutor: tutor.name || tutor.surname ? tutor : null,
    hourlyRate: v.hourlyRate ?? Number.NaN,
    linkMeet: text(v.linkMeet),
  };
  if (residence.region || residence.province) request.residence = residence;
  if (school.schoolType || school.institute || school.examYear) request.school = school;
  return request as UpdateUserRequest;
};

/** Form-level validation with the shared schema and its Italian messages. */
export const validateStudent = (values: StudentFormValues): FormErrors => {
  const result = updateUserSchema.safeParse(toUpdateRequest(values));
  return result.success ? {} : issuesToErrors(result.error.issues);
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Only the fields that changed, normalised by the shared schema (names capitalised, e-mail lower-case). */
export const changedFields = (values: StudentFormValues, previous: Partial<StudentRow>): UpdateUserRequest => {
  const parsed = updateUserSchema.safeParse(toUpdateRequest(values));
  const next: Record<string, unknown> = parsed.success ? parsed.data : toUpdateRequest(values);
  const before = toUpdateRequest(previous as StudentFormValues) as Record<string, unknown>;
  const diff: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(next)) if (!same(value, before[key])) diff[key] = value;
  return diff as UpdateUserRequest;
};
