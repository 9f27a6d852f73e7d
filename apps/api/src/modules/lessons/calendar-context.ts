import { Injectable } from '@nestjs/common';
import { romeDay, type CalendarContext, type Slot } from '@lavagna/domain';
import { AvailabilityQuery } from './projections/availability/availability.query.js';
import { ExternalBusyQuery } from './external-busy/external-busy.query.js';
import { LessonsQuery } from './projections/lessons/lessons.query.js';

const DAY_MS = 86_400_000;

/** Fetches what a decision about times needs: availability, the teacher's busy slots, the student's days. */
@Injectable()
export class CalendarContextLoader {
  constructor(
    private readonly availability: AvailabilityQuery,
    private readonly lessons: LessonsQuery,
    private readonly external: ExternalBusyQuery,
  ) {}

  async load(args: { teacherId: string; studentId: string; slots: Slot[]; now: Date; exceptLessonId?: string }): Promise<CalendarContext> {
    const starts = args.slots.map((s) => Date.parse(s.start)).filter(Number.isFinite);
    const ends = args.slots.map((s) => Date.parse(s.end)).filter(Number.isFinite);
    const from = new Date(Math.min(...starts, args.now.getTime()) - DAY_MS);
    const to = new Date(Math.max(...ends, args.now.getTime()) + DAY_MS);
    const [availability, around, external] = await Promise.all([
      this.availability.of(args.teacherId),
      this.lessons.activeBetween(args.teacherId, from, to, args.now),
      this.external.between(args.teacherId, from, to),
    ]);
    const others = around.filter((l) => l.id !== args.exceptLessonId);
    return {
      availability,
      busy: others.map((l) => ({ start: l.start_at.toISOString(), end: l.end_at.toISOString() })),
      studentDays: [...new Set(others.filter((l) => l.student_id === args.studentId).map((l) => romeDay(l.start_at)))],
      external: external.map((e) => ({ start: e.start.toISOString(), end: e.end.toISOString() })),
    };
  }
}
