import type { DomainEvent } from '../shared/types.js';

/**
 * An e-mail handed to the SMTP server; appended to `email-{emailId}` by the sender. `userId`, the
 * recipient (whose key seals the address), is absent on events recorded before it was carried.
 */
export type EmailSent = DomainEvent<'EmailSent', { emailId: string; userId?: string; to: string; sentAt: string }>;

export const emailStreamName = (emailId: string): string => `email-${emailId}`;
