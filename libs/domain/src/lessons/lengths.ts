import { STEP } from '../availability/grid.js';

/**
 * How long a lesson may last. Apart from the rules that use them, so that a page that only
 * states the lengths (the home, the terms) does not carry the calendar's time-zone code.
 */
export const MIN_MINUTES = 60;
export const MAX_MINUTES = 120;
/** Every length a lesson may have: 60, 90, 120 minutes. */
export const LESSON_LENGTHS: readonly number[] = Array.from({ length: (MAX_MINUTES - MIN_MINUTES) / STEP + 1 }, (_, i) => MIN_MINUTES + i * STEP);
