import type { DomainEvent } from '../shared/types.js';

/** An e-mail handed to the SMTP server; appended to `email-{emailId}` by the sender. */
export type EmailSent = DomainEvent<'EmailSent', { emailId: string; to: string; sentAt: string }>;

export const emailStreamName = (emailId: string): string => `email-${emailId}`;
