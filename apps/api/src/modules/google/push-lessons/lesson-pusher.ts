import { Inject, Injectable } from '@nestjs/common';
import { it } from '@lavagna/contracts';
import { addDays, atRome, googleEventIdOf, lastBookableDay, type Slot } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { lessonEventTitle } from '../../calendar-feeds/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import type { TeacherGoogle } from '../client/google-clients.js';
import { statusOf } from '../client/google-errors.js';
import { GoogleConnectionQuery } from '../projections/google-connection/google-connection.query.js';
import { GoogleSync } from '../sync/google-sync.service.js';

/** Who a lesson is with: the title names them, the meeting link (the teacher sets one per student) is the event's place. */
interface LessonWith {
  studentName: string | null;
  meetingLink: string | null;
}

/**
 * Writes Lavagna's lessons to the teacher's own Lavagna calendar in Google. Each lesson's event
 * has an id derived from the lesson id, so a write repeated (at-least-once) finds the event it
 * made: an insert that meets it (409) becomes an update, a delete of what is gone (404/410) is done.
 * Nothing happens while the teacher is not connected; a refused grant is recorded as lost. The
 * event carries what the lesson's calendar file does: the student's name and the meeting link.
 */
@Injectable()
export class LessonPusher {
  constructor(
    private readonly connections: GoogleConnectionQuery,
    private readonly sync: GoogleSync,
    private readonly lessons: LessonsQuery,
    private readonly users: UsersQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async booked(teacherId: string, studentId: string, studentName: string | null, lessons: (Slot & { lessonId: string })[]): Promise<void> {
    await this.withCalendar(teacherId, async (google, calendarId) => {
      const withWhom = { studentName, meetingLink: await this.meetingLinkOf(studentId) };
      for (const lesson of lessons) await this.upsert(google, calendarId, lesson.lessonId, lesson, withWhom);
    });
  }

  async moved(teacherId: string, lessonId: string, to: Slot): Promise<void> {
    const row = await this.lessons.byId(lessonId);
    await this.withCalendar(teacherId, async (google, calendarId) =>
      this.upsert(google, calendarId, lessonId, to, { studentName: row?.student_name ?? null, meetingLink: row ? await this.meetingLinkOf(row.student_id) : null }),
    );
  }

  async removed(teacherId: string, lessonIds: readonly string[]): Promise<void> {
    await this.withCalendar(teacherId, async (google, calendarId) => {
      for (const lessonId of lessonIds) {
        await google.calendar.events.delete({ calendarId, eventId: googleEventIdOf(lessonId) }).catch((error: unknown) => {
          if (statusOf(error) !== 404 && statusOf(error) !== 410) throw error;
        });
      }
    });
  }

  /** Every active lesson from now to the end of the horizon (a new connection). */
  async pushFuture(teacherId: string): Promise<void> {
    const now = this.clock.now();
    const rows = await this.lessons.activeBetween(teacherId, now, atRome(addDays(lastBookableDay(now), 1)), now);
    await this.withCalendar(teacherId, async (google, calendarId) => {
      const links = new Map<string, string | null>();
      for (const row of rows) {
        if (!links.has(row.student_id)) links.set(row.student_id, await this.meetingLinkOf(row.student_id));
        const withWhom = { studentName: row.student_name, meetingLink: links.get(row.student_id)! };
        await this.upsert(google, calendarId, row.id, { start: row.start_at.toISOString(), end: row.end_at.toISOString() }, withWhom);
      }
    });
  }

  private async meetingLinkOf(studentId: string): Promise<string | null> {
    return (await this.users.byId(studentId))?.linkMeet || null;
  }

  private async withCalendar(teacherId: string, work: (google: TeacherGoogle, calendarId: string) => Promise<void>): Promise<void> {
    const connection = await this.connections.of(teacherId);
    const calendarId = connection?.lessonsCalendarId;
    if (connection?.state !== 'connected' || !calendarId) return;
    await this.sync.withGoogle(teacherId, (google) => work(google, calendarId));
  }

  private async upsert(google: TeacherGoogle, calendarId: string, lessonId: string, slot: Slot, { studentName, meetingLink }: LessonWith): Promise<void> {
    const eventId = googleEventIdOf(lessonId);
    const requestBody = {
      id: eventId,
      summary: lessonEventTitle(studentName),
      // Google's own event has no link field: the place opens it with a click, the description says what it is.
      location: meetingLink ?? '',
      description: meetingLink ? `${it.feeds.joinLesson}: ${meetingLink}` : '',
      start: { dateTime: slot.start, timeZone: 'Europe/Rome' },
      end: { dateTime: slot.end, timeZone: 'Europe/Rome' },
      status: 'confirmed',
      extendedProperties: { private: { lavagnaLessonId: lessonId } },
    };
    try {
      await google.calendar.events.insert({ calendarId, requestBody });
    } catch (error) {
      if (statusOf(error) !== 409) throw error;
      await google.calendar.events.update({ calendarId, eventId, requestBody });
    }
  }
}
