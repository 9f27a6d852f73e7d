import { nameForReview, type UserView } from '@lavagna/contracts';
import type { ProfileChanges, ReviewSubmitted, UserEvent } from '@lavagna/domain';

const cents = (value: number): number => Math.round(value) / 100;

const withNames = (view: UserView): UserView => ({
  ...view,
  fullName: `${view.name} ${view.surname}`,
  nameForReview: nameForReview(view.name, view.surname),
});

const applyChanges = (view: UserView, changes: ProfileChanges, modifiedByTeacher: boolean): UserView => {
  const { hourlyRateCents, isOneHourEmailActive, is48HoursEmailActive, teacherEmailAlerts, ...fields } = changes;
  return withNames({
    ...view,
    ...fields,
    hourlyRate: hourlyRateCents === undefined ? view.hourlyRate : cents(hourlyRateCents),
    modifiedByTeacher: view.modifiedByTeacher || modifiedByTeacher,
    personalSettings: {
      ...view.personalSettings,
      ...(isOneHourEmailActive === undefined ? {} : { isOneHourEmailActive }),
      ...(is48HoursEmailActive === undefined ? {} : { is48HoursEmailActive }),
      ...(teacherEmailAlerts === undefined ? {} : { teacherEmailAlerts }),
    },
  });
};

/** What the users read model follows: the account's events, and the review its student sends. */
export type UserViewEvent = UserEvent | ReviewSubmitted;

/**
 * The user read model, evolved event by event; null once the account is deleted. `classesDone`
 * stays 0 here: it depends on the clock and is counted when read (ClassesDone).
 */
export const evolveUserView = (view: UserView | null, event: UserViewEvent): UserView | null => {
  if (event.type === 'UserRegistered') {
    const d = event.data;
    return withNames({
      _id: d.userId,
      userId: d.userId,
      email: d.email,
      name: d.name,
      surname: d.surname,
      fullName: '',
      nameForReview: '',
      identity: d.identity,
      birthYear: d.birthYear,
      linkMeet: '',
      hourlyRate: cents(d.hourlyRateCents),
      classesDone: 0,
      reviewSent: false,
      modifiedByTeacher: false,
      teacherId: d.teacherId,
      tutor: d.tutor,
      residence: d.residence,
      school: d.school,
      pendingEmail: null,
      personalSettings: {
        isEmailConfirmed: d.emailConfirmed,
        isOneHourEmailActive: true,
        is48HoursEmailActive: true,
        reviewSent: false,
        privacyConsent: d.privacyConsent,
        teacherEmailAlerts:
          d.identity === 'teacher'
            ? { newUser: true, cancelUser: true, newBooking: true, updateBooking: true, cancelBooking: true }
            : null,
      },
      createdAt: d.registeredAt,
    });
  }
  if (view === null) return null;
  switch (event.type) {
    case 'SignupConfirmed':
    case 'EmailConfirmed':
      return { ...view, personalSettings: { ...view.personalSettings, isEmailConfirmed: true } };
    case 'EmailChangeRequested':
      return {
        ...view,
        pendingEmail: event.data.email,
        modifiedByTeacher: view.modifiedByTeacher || event.data.by.role === 'teacher',
      };
    case 'EmailChangeConfirmed':
      return { ...view, email: event.data.email, pendingEmail: null, personalSettings: { ...view.personalSettings, isEmailConfirmed: true } };
    case 'EmailChanged':
      return {
        ...view,
        email: event.data.email,
        modifiedByTeacher: view.modifiedByTeacher || event.data.by.role === 'teacher',
        personalSettings: { ...view.personalSettings, isEmailConfirmed: false },
      };
    case 'ProfileUpdated':
      return applyChanges(view, event.data.changes, event.data.modifiedByTeacher);
    case 'AccountDeleted':
    case 'AccountantRevoked':
      return null;
    case 'ReviewSubmitted':
      return { ...view, reviewSent: true, personalSettings: { ...view.personalSettings, reviewSent: true } };
    default:
      return view;
  }
};
