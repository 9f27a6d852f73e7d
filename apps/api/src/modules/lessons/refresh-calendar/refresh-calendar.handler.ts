import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CalendarCache } from '../calendar-events/calendar-cache.js';
import { RefreshCalendarCommand } from './refresh-calendar.command.js';

@CommandHandler(RefreshCalendarCommand)
export class RefreshCalendarHandler implements ICommandHandler<RefreshCalendarCommand, void> {
  constructor(private readonly cache: CalendarCache) {}

  async execute({ teacherId }: RefreshCalendarCommand): Promise<void> {
    this.cache.evict(teacherId);
  }
}
