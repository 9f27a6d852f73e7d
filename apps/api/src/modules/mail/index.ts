export { MailModule } from './mail.module.js';
export { MailSender } from './mail-sender.service.js';
