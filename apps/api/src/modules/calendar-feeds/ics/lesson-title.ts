import { it } from '@lavagna/contracts';

/**
 * A lesson's title wherever it lands in someone's calendar (the feeds, an e-mail's calendar file,
 * the teacher's Google calendar): the subject, and the other person when their name is known (an
 * erased student's is not; an e-mail queued before it carried the teacher's name has none).
 */
export const lessonEventTitle = (otherPerson: string | null | undefined): string =>
  otherPerson?.trim() ? it.feeds.subjectWith.replace('{subject}', it.feeds.subject).replace('{name}', otherPerson.trim()) : it.feeds.subject;
