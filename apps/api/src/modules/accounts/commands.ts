/**
 * The commands other modules may send this one (the console edits a student's profile); only their
 * controllers and reactions do, never a handler (.dependency-cruiser.cjs).
 */
export { UpdateProfileCommand } from './update-profile/update-profile.command.js';
