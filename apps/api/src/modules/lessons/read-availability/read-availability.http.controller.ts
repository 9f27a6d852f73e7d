import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { teacherQuerySchema, type AvailabilityResponse } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { AvailabilityQuery } from '../projections/availability/availability.query.js';

/** The teacher's weekly hours and monthly payment day, read by everybody signed in. */
@Controller('users/availabilities')
@UseGuards(SessionGuard)
export class ReadAvailabilityController {
  constructor(private readonly availability: AvailabilityQuery) {}

  @Get()
  async get(
    @Query(new ZodPipe(teacherQuerySchema)) _query: z.output<typeof teacherQuerySchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<AvailabilityResponse> {
    return this.availability.response(caller.teacherId);
  }
}
