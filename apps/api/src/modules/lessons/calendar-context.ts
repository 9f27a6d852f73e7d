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
    // A day either side of each slot holds every lesson it may overlap or share a Rome day with (23-25 h).
    const windows = args.slots
      .map((s) => ({ from: Date.parse(s.start) - DAY_MS, to: Date.parse(s.end) + DAY_MS }))
      .filter((w) => Number.isFinite(w.from) && Number.isFinite(w.to))
      .map((w) => ({ from: new Date(w.from), to: new Date(w.to) }));
    const from = new Date(Math.min(...windows.map((w) => w.from.getTime()), args.now.getTime()));
    const to = new Date(Math.max(...windows.map((w) => w.to.getTime()), args.now.getTime()));
    const [availability, around, external] = await Promise.all([
      this.availability.of(args.teacherId),
      this.lessons.busyAround(args.teacherId, windows, args.now),
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
