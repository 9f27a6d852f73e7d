import type { WeekAvailability } from '@lavagna/domain';
import type { SessionUser } from '../../sessions/index.js';

/** The teacher sets their weekly hours (SetAvailability). */
export class SetAvailabilityCommand {
  constructor(
    readonly caller: SessionUser,
    readonly availability: WeekAvailability,
  ) {}
}
