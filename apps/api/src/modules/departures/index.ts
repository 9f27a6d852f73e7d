export { DeparturesModule } from './departures.module.js';
export { DeleteAccountCommand } from './delete-account/delete-account.command.js';
