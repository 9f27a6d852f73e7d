import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { problemMessages, type BookLessonsResponse, type BookSeriesResponse, type UserView } from '@lavagna/contracts';
import type { LessonsBooked } from '@lavagna/domain';
import { randomUUID } from 'node:crypto';
import { problem } from '../../../infrastructure/http/problem.js';
import { UsersQuery } from '../../accounts/index.js';
import { executeWithFreshContext } from '../fresh-context.js';
import { BOOKING_STREAM, type BookingStream } from '../streams.js';
import { CalendarContextLoader } from '../calendar-context.js';
import { AvailabilityQuery } from '../projections/availability/availability.query.js';
import { LessonsQuery } from '../projections/lessons/lessons.query.js';
import { toCalendarEvent } from '../projections/lessons/to-calendar-event.js';
import { ReleaseHoldsService } from '../release-holds/release-holds.service.js';
import { BookLessonsCommand } from './book-lessons.command.js';

@CommandHandler(BookLessonsCommand)
export class BookLessonsHandler implements ICommandHandler<BookLessonsCommand, BookLessonsResponse | BookSeriesResponse> {
  constructor(
    @Inject(BOOKING_STREAM) private readonly stream: BookingStream,
    private readonly context: CalendarContextLoader,
    private readonly users: UsersQuery,
    private readonly lessons: LessonsQuery,
    private readonly availability: AvailabilityQuery,
    private readonly holds: ReleaseHoldsService,
  ) {}

  async execute({ caller, request, series }: BookLessonsCommand): Promise<BookLessonsResponse | BookSeriesResponse> {
    const student = await this.studentFor(caller, request.studentId);
    // Holds that ran out still sit in the slot guard: free them before they block this booking.
    await this.holds.releaseExpired(student.teacherId);
    const bookingId = randomUUID();
    const lessons = request.startEnd.map(([start, end]) => ({
      lessonId: randomUUID(),
      start: new Date(start).toISOString(),
      end: new Date(end).toISOString(),
    }));
    const events = await executeWithFreshContext(
      this.stream,
      'BookLessons',
      async () => ({
        bookingId,
        teacherId: student.teacherId,
        studentId: student.userId,
        studentName: student.fullName,
        emailConfirmed: student.personalSettings.isEmailConfirmed,
        heldLessons: await this.lessons.heldCount(student.userId, this.stream.now()),
        lessons,
        context: await this.context.load({
          teacherId: student.teacherId,
          studentId: student.userId,
          slots: lessons,
          now: this.stream.now(),
        }),
        ...(series ? { series: { until: series.until, paymentDay: await this.availability.paymentDay(student.teacherId) } } : {}),
      }),
      caller,
    );
    const rows = await this.lessons.ofBooking(bookingId);
    const answer = {
      success: true as const,
      bookingId,
      holdExpiresAt: rows[0]?.hold_expires_at?.toISOString() ?? null,
      events: rows.map(toCalendarEvent),
    };
    if (!series) return answer;
    const booked = events.find((e): e is LessonsBooked => e.type === 'LessonsBooked');
    const skipped = (booked?.data.series?.skipped ?? []).map(({ start, end, reason }) => ({ start, end, code: reason, message: problemMessages[reason] }));
    return { ...answer, until: series.until, skipped };
  }

  /** The student from the session; the teacher names one of its students. Client names are ignored. */
  private async studentFor(caller: BookLessonsCommand['caller'], studentId: string | undefined): Promise<UserView> {
    const id = caller.role === 'student' ? caller.userId : studentId;
    const student = id ? await this.users.byId(id) : null;
    if (!student || student.identity !== 'student') throw problem(404, 'USER.NOT_FOUND');
    if (caller.role === 'teacher' && student.teacherId !== caller.userId) throw problem(404, 'USER.NOT_FOUND');
    return student;
  }
}
