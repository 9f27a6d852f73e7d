/**
 * The commands other modules may send this one (a departure cancels the leaving student's lessons); only their
 * controllers and reactions do, never a handler (.dependency-cruiser.cjs).
 */
export { CancelForDepartureCommand } from './cancel-for-departure/cancel-for-departure.command.js';
