import type { SessionProfile, TeacherEmailAlerts } from '@lavagna/contracts';

export const ALERT_KEYS = ['newUser', 'cancelUser', 'newBooking', 'updateBooking', 'cancelBooking'] as const;

export interface ProfileFormValues {
  name: string;
  surname: string;
  alerts: TeacherEmailAlerts;
}

/** A teacher without stored alerts gets every alert on. */
export const profileToForm = (profile: SessionProfile): ProfileFormValues => {
  const stored = profile.personalSettings?.teacherEmailAlerts;
  const alerts = Object.fromEntries(ALERT_KEYS.map((k) => [k, stored?.[k] ?? true])) as unknown as TeacherEmailAlerts;
  return { name: profile.name, surname: profile.surname, alerts };
};
