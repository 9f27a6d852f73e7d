import { Confirm } from 'react-admin';
import { it } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';

const t = adminIt.calendar;

/** What the teacher is about to confirm: a move, a cancellation (of a lesson or the rest of its series), a payment received, a booking. */
export type Confirming = 'move' | 'cancel' | 'cancelSeries' | 'book' | 'pay' | null;

const DIALOGS = {
  move: { title: t.move, content: it.calendar.confirmMove },
  cancel: { title: t.cancelLesson, content: it.calendar.confirmCancel },
  cancelSeries: { title: t.series.cancel, content: t.series.confirmCancel },
  pay: { title: t.markPaid, content: t.confirmPaid },
  book: { title: t.book, content: it.calendar.confirmSave },
} as const;

/** The calendar's confirmation modals, one open at a time. */
export const CalendarConfirms = ({ confirming, onConfirm, onClose }: { confirming: Confirming; onConfirm: () => void; onClose: () => void }) => (
  <>
    {(Object.keys(DIALOGS) as (keyof typeof DIALOGS)[]).map((kind) => (
      <Confirm key={kind} isOpen={confirming === kind} title={DIALOGS[kind].title} content={DIALOGS[kind].content} onConfirm={onConfirm} onClose={onClose} />
    ))}
  </>
);
