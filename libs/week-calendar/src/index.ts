/**
 * The week calendar of the student app and the teacher console: the grid's rows and columns, the
 * cells (an ARIA grid with one tab stop and its keys), the event blocks and their colours, the
 * picks being made and the live region that says what changed. Each app renders it with its own bars, modals
 * and words; the rules a pick must keep are the app's judge, asking libs/domain.
 */
export * from './grid.js';
export * from './picks.js';
export * from './usePicks.js';
export * from './useColumns.js';
export * from './pages.js';
export * from './WeekGrid.js';
export * from './EventBlock.js';
export * from './tones.js';
export * from './Swatch.js';
export * from './keys.js';
export * from './announce.js';
