process.env.TZ = 'America/New_York';

import { describe, expect, it } from 'vitest';
import { lesson } from '../test/calendarFixtures';
import { lessonHours, lessonsPrice, splitLessons, unpaidLessons } from './lessons';
import { movedStore, rescheduleStore } from './handoff';

// Friday 27 March 2026 15:00-16:30 in Rome.
const friday = lesson('F', '2026-03-27T14:00:00.000Z', '2026-03-27T15:30:00.000Z', false);

describe('the lessons of a student', () => {
  const now = new Date('2026-03-27T14:30:00.000Z');
  const later = lesson('L', '2026-03-28T09:00:00.000Z', '2026-03-28T11:00:00.000Z', true);
  const earlier = lesson('E', '2026-03-20T09:00:00.000Z', '2026-03-20T10:00:00.000Z', true);

  it('counts a started lesson as past', () => {
    const { upcoming, past } = splitLessons([later, friday, earlier], now);
    expect(upcoming.map((l) => l._id)).toEqual(['L']);
    expect(past.map((l) => l._id)).toEqual(['F', 'E']);
  });

  it('prices the unpaid ones at the hourly rate', () => {
    expect(lessonHours(friday)).toBe(1.5);
    expect(unpaidLessons([later, friday])).toEqual([friday]);
    expect(lessonsPrice([friday, later], 25)).toBe(8750);
    // each lesson to the cent, as the order charges: 24,675 + 32,90
    expect(lessonsPrice([friday, later], 16.45)).toBe(2468 + 3290);
  });
});

describe('the hand-off between the lessons page and the calendar', () => {
  it('keeps the lesson to move and the moved times in sessionStorage', () => {
    rescheduleStore.save(friday);
    expect(rescheduleStore.read()).toEqual(friday);
    rescheduleStore.clear();
    expect(rescheduleStore.read()).toBeNull();
    sessionStorage.setItem('lavagna.moved', '{broken');
    expect(movedStore.read()).toBeNull();
  });
});
