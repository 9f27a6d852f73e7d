/**
 * What the student app and the teacher console share besides the week calendar: the API client
 * with its one session refresh and its problem+json errors, the live notification stream, the
 * readers of payment records, the labels both show, and a few page parts (the accessibility
 * rules, the bottom bar, the iCal link's buttons, a detail row). Each app keeps its own screens
 * and says what ending a session means for it.
 */
export * from './http/problem.js';
export * from './http/client.js';
export * from './live/liveNotifications.js';
export * from './live/useLiveNotifications.js';
export * from './payments/records.js';
export * from './commonIt.js';
export * from './ui/A11yStyles.js';
export * from './ui/BottomBar.js';
export * from './ui/useIcsLink.js';
export * from './ui/IcsLinkActions.js';
export * from './ui/DetailRow.js';
export * from './forms/weakPassword.js';
export * from './genderedTexts.js';
