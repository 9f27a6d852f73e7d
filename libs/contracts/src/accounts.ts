import { z } from 'zod';
import { it } from './messages.js';
import { isProvinceOf, REGION_NAMES } from './italy.js';
import { isStorableText } from './request.js';
import { normaliseName, capitaliseFirst } from './names.js';

export const SCHOOL_TYPES = ['Scuola Superiore', 'Università'] as const;
export const HIGH_SCHOOL_YEARS = ['1° Anno', '2° Anno', '3° Anno', '4° Anno', '5° Anno'] as const;
export const MIN_AGE = 14;
export const FIRST_BIRTH_YEAR = 1980;
export const PASSWORD_MIN = 8;

/** Birth years offered at signup: 1980 .. current year - 14, newest first. */
export const birthYears = (currentYear: number): number[] => {
  const years: number[] = [];
  for (let y = currentYear - MIN_AGE; y >= FIRST_BIRTH_YEAR; y--) years.push(y);
  return years;
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());

export const emailSchema = (message: string = it.account.emailInvalid) =>
  z.string({ error: message }).trim().toLowerCase().max(254, message).regex(EMAIL_PATTERN, message);

export const passwordSchema = z
  .string({ error: it.signup.passwordShort })
  .min(PASSWORD_MIN, it.signup.passwordShort)
  .max(200, it.signup.passwordShort);

const personName = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(60, message)
    .refine(isStorableText, it.http.invalidText)
    .transform(normaliseName);

export const tutorSchema = z.object({
  name: personName(it.signup.tutorNameRequired),
  surname: personName(it.signup.tutorSurnameRequired),
});

export const residenceSchema = z
  .object({
    region: z.enum(REGION_NAMES, { error: it.signup.regionRequired }),
    province: z.string({ error: it.signup.provinceRequired }).min(1, it.signup.provinceRequired),
  })
  .refine((r) => isProvinceOf(r.region, r.province), { message: it.signup.provinceRequired, path: ['province'] });

export const schoolSchema = z
  .object({
    schoolType: z.enum(SCHOOL_TYPES, { error: it.signup.instituteRequired }),
    institute: z.string({ error: it.signup.instituteRequired }).trim().min(1, it.signup.instituteRequired).max(120).transform(capitaliseFirst),
    examYear: z.string({ error: it.signup.examYearRequired }).trim().min(1, it.signup.examYearRequired).max(120).transform(capitaliseFirst),
  })
  .refine((s) => s.schoolType !== 'Scuola Superiore' || (HIGH_SCHOOL_YEARS as readonly string[]).includes(s.examYear), {
    message: it.signup.examYearRequired,
    path: ['examYear'],
  });

/** Birth year check needs the current year: the API passes its clock's year. */
export const birthYearSchema = (currentYear: number) =>
  z
    .number({ error: it.signup.birthYearRequired })
    .int(it.signup.birthYearRequired)
    .min(FIRST_BIRTH_YEAR, it.signup.birthYearRequired)
    .max(currentYear - MIN_AGE, it.signup.birthYearRequired);

/** POST /api/users/create */
export const signupRequestSchema = (currentYear: number) =>
  z.object({
    email: emailSchema(it.signup.emailInvalid),
    pw: passwordSchema,
    name: personName(it.signup.nameRequired),
    surname: personName(it.signup.surnameRequired),
    teacherId: z.string().max(64).optional(),
    birthYear: birthYearSchema(currentYear),
    residence: residenceSchema,
    school: schoolSchema,
    tutor: tutorSchema.optional(),
    personalSettings: z.object({
      privacyConsent: z.literal(true, { error: it.signup.privacyRequired }),
    }),
  });
export type SignupRequest = z.infer<ReturnType<typeof signupRequestSchema>>;
export type SignupInput = z.input<ReturnType<typeof signupRequestSchema>>;

/** `npm run create-teacher`: the operator's teacher account, with the rules of any account. */
export const teacherAccountSchema = z.object({
  email: emailSchema(),
  pw: passwordSchema,
  name: personName(it.signup.nameRequired),
  surname: personName(it.signup.surnameRequired),
});

/** POST /api/users/check */
export const loginRequestSchema = z.object({
  email: emailSchema(it.auth.emailInvalidLogin),
  pw: z.string({ error: it.auth.passwordMissing }).min(1, it.auth.passwordMissing).max(200),
  rememberMe: z.boolean().optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** POST /api/users/logout */
export const logoutRequestSchema = z.object({ userId: z.string().max(64).optional() });

/** POST /api/users/recovery-email, /confirmation-email and /check-email-exist */
export const emailOnlySchema = z.object({ email: emailSchema() });

/** POST /api/users/check-password */
export const checkPasswordSchema = z.object({
  email: emailSchema(),
  pw: z.string().min(1, it.account.currentPasswordWrong).max(200),
});

/** PUT /api/users/newPassword/{id}: with a recovery token, or with the current password. */
export const newPasswordSchema = z
  .object({ pw: passwordSchema, token: z.string().min(10).max(200).optional(), currentPw: z.string().max(200).optional() })
  .refine((b) => b.token !== undefined || b.currentPw !== undefined, { message: it.account.currentPasswordWrong, path: ['currentPw'] });

export const teacherEmailAlertsSchema = z.object({
  newUser: z.boolean(),
  cancelUser: z.boolean(),
  newBooking: z.boolean(),
  updateBooking: z.boolean(),
  cancelBooking: z.boolean(),
});
export type TeacherEmailAlerts = z.infer<typeof teacherEmailAlertsSchema>;

/**
 * PUT /api/users/{id}: every field optional; what the caller may change depends on its role.
 * A new `email` of one's own account needs `currentPw`; it takes effect when its link is opened.
 */
export const updateUserSchema = z
  .object({
    email: emailSchema(),
    currentPw: z.string({ error: it.account.currentPasswordWrong }).max(200, it.account.currentPasswordWrong),
    name: personName(it.signup.nameRequired),
    surname: personName(it.signup.surnameRequired),
    tutor: tutorSchema.nullable(),
    residence: residenceSchema,
    school: schoolSchema,
    linkMeet: z.union([z.literal(''), z.url({ error: it.account.formatErrors }).max(300)]),
    hourlyRate: z.number({ error: it.account.formatErrors }).positive(it.account.formatErrors).max(500, it.account.formatErrors).multipleOf(0.01, it.account.formatErrors),
    personalSettings: z
      .object({
        isOneHourEmailActive: z.boolean(),
        is48HoursEmailActive: z.boolean(),
        teacherEmailAlerts: teacherEmailAlertsSchema,
      })
      .partial(),
  })
  .partial()
  .strict();
export type UpdateUserRequest = z.input<typeof updateUserSchema>;

export type Identity = 'teacher' | 'student' | 'accountant';

/** A user as the API returns it (never a password hash or a token). */
export interface UserView {
  _id: string;
  userId: string;
  email: string;
  name: string;
  surname: string;
  fullName: string;
  nameForReview: string;
  identity: Identity;
  birthYear: number | null;
  linkMeet: string;
  hourlyRate: number;
  classesDone: number;
  reviewSent: boolean;
  modifiedByTeacher: boolean;
  teacherId: string;
  tutor: { name: string; surname: string } | null;
  residence: { region: string; province: string } | null;
  school: { schoolType: (typeof SCHOOL_TYPES)[number]; institute: string; examYear: string } | null;
  /** A new address asked for and not confirmed yet; `email` stays the address in use until then. */
  pendingEmail: string | null;
  personalSettings: {
    isEmailConfirmed: boolean;
    isOneHourEmailActive: boolean;
    is48HoursEmailActive: boolean;
    reviewSent: boolean;
    privacyConsent: boolean;
    teacherEmailAlerts: TeacherEmailAlerts | null;
  };
  createdAt: string;
}

/** GET /api/users/validate */
export interface SessionProfile extends UserView {
  isAuthenticated: true;
}

/** PUT /api/users/{id} answer */
export interface UpdateUserResponse {
  success: true;
  /** A new address was asked for: a link went to it, a notice to the current one. */
  emailChangePending: boolean;
  user: UserView;
}

/** GET /api/dev/outbox items */
export interface OutboxMessage {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  /** Files sent with it, as text (the lessons' .ics). */
  attachments: EmailAttachment[];
  queuedAt: string;
  sentAt: string | null;
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The text itself, or the bytes in base64 when `encoding` says so (a PDF). */
  content: string;
  encoding?: 'base64';
}

/** react-admin row of /api/admin/students */
export type StudentRow = UserView & { id: string };
