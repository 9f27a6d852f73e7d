/** The day's grid, in Rome local minutes: 08:00 to 23:00 in 30-minute steps. */
export const GRID_START = 8 * 60;
export const GRID_END = 23 * 60;
export const STEP = 30;
