import { Inject, Injectable } from '@nestjs/common';
import { addDays, atRome, googleEventIdOf, lastBookableDay, type Slot } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { lessonEventTitle } from '../../calendar-feeds/index.js';
import { LessonsQuery } from '../../lessons/index.js';
import type { TeacherGoogle } from '../client/google-clients.js';
import { statusOf } from '../client/google-errors.js';
import { GoogleConnectionQuery } from '../projections/google-connection/google-connection.query.js';
import { GoogleSync } from '../sync/google-sync.service.js';


/**
 * Writes Lavagna's lessons to the teacher's own Lavagna calendar in Google. Each lesson's event
 * has an id derived from the lesson id, so a write repeated (at-least-once) finds the event it
 * made: an insert that meets it (409) becomes an update, a delete of what is gone (404/410) is done.
 * Nothing happens while the teacher is not connected; a refused grant is recorded as lost.
 */
@Injectable()
export class LessonPusher {
  constructor(
    private readonly connections: GoogleConnectionQuery,
    private readonly sync: GoogleSync,
    private readonly lessons: LessonsQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async booked(teacherId: string, studentName: string | null, lessons: (Slot & { lessonId: string })[]): Promise<void> {
    await this.withCalendar(teacherId, async (google, calendarId) => {
      for (const lesson of lessons) await this.upsert(google, calendarId, lesson.lessonId, lesson, studentName);
    });
  }

  async moved(teacherId: string, lessonId: string, to: Slot): Promise<void> {
    const row = await this.lessons.byId(lessonId);
    await this.withCalendar(teacherId, (google, calendarId) => this.upsert(google, calendarId, lessonId, to, row?.student_name ?? null));
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
      for (const row of rows) {
        await this.upsert(google, calendarId, row.id, { start: row.start_at.toISOString(), end: row.end_at.toISOString() }, row.student_name);
      }
    });
  }

  private async withCalendar(teacherId: string, work: (google: TeacherGoogle, calendarId: string) => Promise<void>): Promise<void> {
    const connection = await this.connections.of(teacherId);
    const calendarId = connection?.lessonsCalendarId;
    if (connection?.state !== 'connected' || !calendarId) return;
    await this.sync.withGoogle(teacherId, (google) => work(google, calendarId));
  }

  private async upsert(google: TeacherGoogle, calendarId: string, lessonId: string, slot: Slot, studentName: string | null): Promise<void> {
    const eventId = googleEventIdOf(lessonId);
    const requestBody = {
      id: eventId,
      summary: lessonEventTitle(studentName),
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
