import { afterEach, describe, expect, it } from 'vitest';
import { instructionsStorage, shouldAutoOpen } from './storage';

afterEach(() => localStorage.clear());

describe('when the calendar opens the instructions by itself', () => {
  it('opens them on a first visit', () => {
    expect(shouldAutoOpen({ rescheduling: false })).toBe(true);
  });

  it('opens them again for a student who read them but did not opt out', () => {
    localStorage.setItem('alreadySeen', 'true');
    expect(shouldAutoOpen({ rescheduling: false })).toBe(true);
  });

  it("does not open them once the student chose 'Non mostrare più'", () => {
    localStorage.setItem('dontShowInstructions', 'true');
    expect(shouldAutoOpen({ rescheduling: false })).toBe(false);
  });

  it('does not open them while a lesson is being moved', () => {
    expect(shouldAutoOpen({ rescheduling: true })).toBe(false);
  });
});

describe('the local storage keys', () => {
  it('stores the opt-out under dontShowInstructions and removes it when unticked', () => {
    instructionsStorage.setOptedOut(true);
    expect(localStorage.getItem('dontShowInstructions')).toBe('true');
    instructionsStorage.setOptedOut(false);
    expect(localStorage.getItem('dontShowInstructions')).toBeNull();
  });

  it('remembers a full reading under alreadySeen', () => {
    expect(instructionsStorage.seen()).toBe(false);
    instructionsStorage.markSeen();
    expect(localStorage.getItem('alreadySeen')).toBe('true');
    expect(instructionsStorage.seen()).toBe(true);
  });
});
