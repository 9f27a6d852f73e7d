import { SITE_PROFILE_FIELDS } from '../site/site-profile.js';

/**
 * Where the personal data of our events lies, and whose it is. The event store encrypts these
 * fields with the owner's key and destroys the key when an event erases the owner; the fiscal
 * facts (amounts, dates, the payer's name on OrderCaptured) are never listed, so they stay readable.
 */

/** Fields of one event that belong to one person: dotted paths into `data`. */
export interface PersonalFields {
  owner: string;
  paths: readonly string[];
}

type Data = Record<string, unknown>;

const USER_PROFILE = ['email', 'passwordHash', 'name', 'surname', 'birthYear', 'residence', 'school', 'tutor'];
const PROFILE_CHANGES = ['changes.name', 'changes.surname', 'changes.tutor', 'changes.residence', 'changes.school'];

/** The owner is the account the event is about (`userId`), or the student of a booking. */
const POLICY: Record<string, { owner: string; paths: readonly string[] }> = {
  UserRegistered: { owner: 'userId', paths: USER_PROFILE },
  EmailChangeRequested: { owner: 'userId', paths: ['previousEmail', 'email'] },
  EmailChangeConfirmed: { owner: 'userId', paths: ['previousEmail', 'email'] },
  EmailChanged: { owner: 'userId', paths: ['previousEmail', 'email'] },
  EmailConfirmed: { owner: 'userId', paths: ['email'] },
  ProfileUpdated: { owner: 'userId', paths: PROFILE_CHANGES },
  PasswordChanged: { owner: 'userId', paths: ['passwordHash'] },
  // The payer's name, codice fiscale and address (an invoice, a fiscal record, keeps its own copy).
  BillingDataGiven: { owner: 'userId', paths: ['billing'] },
  // Only events recorded before erasure existed carry the address.
  AccountDeleted: { owner: 'userId', paths: ['email'] },
  // An e-mail belongs to its recipient: the address and every parameter (names, one-time nonces).
  EmailQueued: { owner: 'userId', paths: ['to', 'params'] },
  EmailSent: { owner: 'userId', paths: ['to'] },
  LessonsBooked: { owner: 'studentId', paths: ['studentName'] },
  // A file's name may say whose notes they are.
  LessonNotesAttached: { owner: 'studentId', paths: ['fileName'] },
  // A review is its author's words and signature.
  ReviewSubmitted: { owner: 'studentId', paths: ['name', 'description', 'text'] },
  // The teacher's legal name, address, tax ids, contacts and bio: public on the site, still theirs.
  SiteProfileUpdated: { owner: 'teacherId', paths: SITE_PROFILE_FIELDS.map((field) => `profile.${field}`) },
  // The Google account the teacher connected.
  GoogleConnected: { owner: 'teacherId', paths: ['googleEmail'] },
};

/** The event types that may carry personal fields. */
export const PERSONAL_EVENT_TYPES: readonly string[] = Object.keys(POLICY);

/** The personal fields of an event, by owner (none when the event names no owner, e.g. an old EmailSent). */
export const personalFieldsOf = (type: string, data: Data): PersonalFields[] => {
  const rule = POLICY[type];
  const owner = rule ? data[rule.owner] : undefined;
  return rule && typeof owner === 'string' ? [{ owner, paths: rule.paths }] : [];
};

/** The events that erase a person: their key is destroyed in the same transaction. */
export const ERASING_EVENT_TYPES: readonly string[] = ['AccountErased'];

/** Whom an event erases, if anyone. */
export const erasedBy = (type: string, data: Data): string | null =>
  ERASING_EVENT_TYPES.includes(type) && typeof data.userId === 'string' ? data.userId : null;

/** The policy in the shape the event store takes. */
export const personalDataPolicy = {
  types: PERSONAL_EVENT_TYPES,
  erasingTypes: ERASING_EVENT_TYPES,
  fieldsOf: personalFieldsOf,
  erasedBy,
};
