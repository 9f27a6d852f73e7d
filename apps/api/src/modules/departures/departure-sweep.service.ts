import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { DepartureService } from './departure.service.js';
import { DeparturesQuery } from './projections/departures/departures.query.js';

/**
 * Finishes the departures a crash or a refused step left unfinished: at start-up, then every
 * minute. Returns how many it finished.
 */
@Injectable()
export class DepartureSweep implements OnApplicationBootstrap {
  private readonly logger = new Logger('Departures');

  constructor(
    private readonly departures: DeparturesQuery,
    private readonly departure: DepartureService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.sweep();
  }

  @Interval(60_000)
  async sweep(): Promise<number> {
    let finished = 0;
    for (const userId of await this.departures.unfinished().catch(() => [])) {
      try {
        await this.departure.complete(userId);
        finished++;
      } catch (error) {
        // One departure failing must not hold up the others; the next pass tries again.
        this.logger.warn(`account ${userId}: ${(error as Error).message}`);
      }
    }
    return finished;
  }
}
