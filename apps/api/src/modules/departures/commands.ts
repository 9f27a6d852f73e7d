/**
 * The commands other modules may send this one (the console deletes a student's account); only their
 * controllers and reactions do, never a handler (.dependency-cruiser.cjs).
 */
export { DeleteAccountCommand } from './delete-account/delete-account.command.js';
