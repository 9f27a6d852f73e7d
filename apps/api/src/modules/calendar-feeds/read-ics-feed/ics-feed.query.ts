import { Inject, Injectable } from '@nestjs/common';
import { it } from '@lavagna/contracts';
import type { IcsFeed } from '@lavagna/domain';
import { CLOCK, type Clock } from '../../../infrastructure/tokens.js';
import { UsersQuery } from '../../accounts/index.js';
import { LessonsQuery, type LessonRow } from '../../lessons/index.js';
import { lessonsCalendar, type CalendarLesson } from '../ics/lessons-calendar.js';
import { lessonEventTitle } from '../ics/lesson-title.js';
import { LessonMovesQuery } from '../projections/lesson-moves/lesson-moves.query.js';

const DAY_MS = 86_400_000;
/** How far back the teacher's feed reaches (a student's holds all their lessons). */
const TEACHER_PAST_DAYS = 180;
const TEACHER_FUTURE_DAYS = 400;

/** The lessons a feed shows: booked (paid or to pay), never held for a payment, cancelled or released. */
const inFeed = (row: LessonRow): boolean => row.status === 'booked';


/** A user's calendar feed as iCalendar text. */
@Injectable()
export class IcsFeedQuery {
  constructor(
    private readonly lessons: LessonsQuery,
    private readonly users: UsersQuery,
    private readonly moves: LessonMovesQuery,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async calendar(feed: IcsFeed, userId: string): Promise<string> {
    const now = this.clock.now();
    const rows = (await this.rowsOf(feed, userId, now)).filter(inFeed);
    const [moves, links, teachers] = await Promise.all([this.moves.of(rows.map((r) => r.id)), this.meetingLinks(feed, userId), this.teacherNames(feed, rows)]);
    const lessons = rows.map(
      (row): CalendarLesson => ({
        id: row.id,
        start: row.start_at,
        end: row.end_at,
        title: lessonEventTitle(feed === 'teacher' ? row.student_name : teachers.get(row.teacher_id)),
        meetingLink: links.get(row.student_id) || null,
        sequence: moves.get(row.id) ?? 0,
      }),
    );
    return lessonsCalendar(lessons, { name: it.feeds.calendarName, stamp: now, joinLabel: it.feeds.joinLesson });
  }

  private rowsOf(feed: IcsFeed, userId: string, now: Date): Promise<LessonRow[]> {
    if (feed === 'student') return this.lessons.ofStudent(userId, now);
    return this.lessons.activeBetween(userId, new Date(now.getTime() - TEACHER_PAST_DAYS * DAY_MS), new Date(now.getTime() + TEACHER_FUTURE_DAYS * DAY_MS), now);
  }

  /** The teachers' names on a student's feed (one teacher, as a rule); none needed on the teacher's. */
  private async teacherNames(feed: IcsFeed, rows: LessonRow[]): Promise<Map<string, string>> {
    if (feed === 'teacher') return new Map();
    const teachers = await Promise.all([...new Set(rows.map((r) => r.teacher_id))].map((id) => this.users.byId(id)));
    return new Map(teachers.flatMap((t) => (t ? [[t.userId, t.fullName.trim()] as [string, string]] : [])));
  }

  /** Each student's meeting link (the teacher sets one per student). */
  private async meetingLinks(feed: IcsFeed, userId: string): Promise<Map<string, string>> {
    const students = feed === 'student' ? [await this.users.byId(userId)] : await this.users.studentsOf(userId);
    return new Map(students.flatMap((s) => (s ? [[s.userId, s.linkMeet ?? ''] as [string, string]] : [])));
  }
}
