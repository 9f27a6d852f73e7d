import { erasedBy, personalFieldsOf, PERSONAL_EVENT_TYPES } from './personal-data.js';

describe('where personal data lies in our events', () => {
  it("seals a user's identity, contact, profile and password hash with their own key", () => {
    expect(personalFieldsOf('UserRegistered', { userId: 'u-1', teacherId: 't-1', hourlyRateCents: 2500 })).toEqual([
      { owner: 'u-1', paths: ['email', 'passwordHash', 'name', 'surname', 'birthYear', 'residence', 'school', 'tutor'] },
    ]);
    expect(personalFieldsOf('PasswordChanged', { userId: 'u-1' })).toEqual([{ owner: 'u-1', paths: ['passwordHash'] }]);
    for (const type of ['EmailChangeRequested', 'EmailChangeConfirmed', 'EmailChanged']) {
      expect(personalFieldsOf(type, { userId: 'u-1' })).toEqual([{ owner: 'u-1', paths: ['previousEmail', 'email'] }]);
    }
    expect(personalFieldsOf('ProfileUpdated', { userId: 'u-1' })[0]!.paths).toEqual(['changes.name', 'changes.surname', 'changes.tutor', 'changes.residence', 'changes.school']);
  });

  it('seals copies made elsewhere with the key of whom they are about: an e-mail its recipient, a booking its student', () => {
    expect(personalFieldsOf('EmailQueued', { userId: 't-1', to: 'docente@esempio.it' })).toEqual([{ owner: 't-1', paths: ['to', 'params'] }]);
    expect(personalFieldsOf('LessonsBooked', { studentId: 's-1', teacherId: 't-1' })).toEqual([{ owner: 's-1', paths: ['studentName'] }]);
    expect(personalFieldsOf('ReviewSubmitted', { studentId: 's-1', teacherId: 't-1' })).toEqual([{ owner: 's-1', paths: ['name', 'description', 'text'] }]);
    // An EmailSent recorded before it named its recipient has no owner: it stays as it was.
    expect(personalFieldsOf('EmailSent', { emailId: 'm-1', to: 'a@b.it' })).toEqual([]);
  });

  it("seals the teacher's public facts with the teacher's key, field by field", () => {
    const [fields] = personalFieldsOf('SiteProfileUpdated', { teacherId: 't-1', profile: {} });
    expect(fields!.owner).toBe('t-1');
    expect(fields!.paths).toEqual(expect.arrayContaining(['profile.legalName', 'profile.address', 'profile.vatNumber', 'profile.taxCode', 'profile.email', 'profile.bio']));
  });

  it('never seals the fiscal facts of a payment: amounts, dates and the payer name stay readable', () => {
    expect(PERSONAL_EVENT_TYPES).not.toContain('OrderCaptured');
    expect(personalFieldsOf('OrderCaptured', { studentId: 's-1', fiscalName: 'Marco Rossi' })).toEqual([]);
  });

  it('erases a user with AccountErased only', () => {
    expect(erasedBy('AccountErased', { userId: 'u-1' })).toBe('u-1');
    expect(erasedBy('AccountDeleted', { userId: 'u-1' })).toBeNull();
  });
});
