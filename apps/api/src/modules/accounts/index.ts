export { AccountsModule } from './accounts.module.js';
export { assertCanManage } from './access.js';
export { UserStream } from './user-stream.js';
export { UsersQuery } from './projections/users/users.query.js';
export { UpdateProfileCommand } from './update-profile/update-profile.command.js';
