export { MailModule } from './mail.module.js';
