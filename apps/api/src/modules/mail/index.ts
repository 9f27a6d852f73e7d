export { DevOutboxModule, MailModule } from './mail.module.js';
export { addresseeOf, EmailQueue, emailIdOf, type NoticeToQueue } from './email-queue.js';
export type { Notice } from './notices/index.js';
export { OutboxQuery } from './outbox/outbox.query.js';
