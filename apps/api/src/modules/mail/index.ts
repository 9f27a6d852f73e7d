export { MailModule } from './mail.module.js';
export { ReminderSender } from './reminders/reminder-sender.service.js';
