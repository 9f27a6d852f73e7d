export { AccountsModule } from './accounts.module.js';
export { assertCanManage } from './access.js';
export { USER_STREAM, type UserStream } from './streams.js';
export { UsersQuery } from './projections/users/users.query.js';
export { UserEmailsQuery } from './projections/user-emails/user-emails.query.js';
export { ClassesDone } from './classes-done/classes-done.js';
export { BillingQuery } from './projections/billing/billing.query.js';
