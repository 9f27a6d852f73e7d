import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import {
  DAY_NAMES,
  problemMessages,
  setAvailabilityRequestSchema,
  teacherQuerySchema,
  type AvailabilityResponse,
  type ErrorCode,
} from '@lavagna/contracts';
import { AvailabilityError } from '@lavagna/domain';
import type { z } from 'zod';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { AvailabilityQuery } from '../projections/availability/availability.query.js';
import { AvailabilityStream } from './availability-stream.js';

/** The teacher's weekly hours: read by everybody signed in, set by the teacher (SetAvailability). */
@Controller('users/availabilities')
@UseGuards(SessionGuard)
export class AvailabilityController {
  constructor(
    private readonly availability: AvailabilityQuery,
    private readonly stream: AvailabilityStream,
  ) {}

  @Get()
  async get(
    @Query(new ZodPipe(teacherQuerySchema)) _query: z.output<typeof teacherQuerySchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<AvailabilityResponse> {
    return { teacherId: caller.teacherId, availability: await this.availability.of(caller.teacherId) };
  }

  @Put()
  @Roles('teacher')
  async set(
    @Body(new ZodPipe(setAvailabilityRequestSchema)) body: z.output<typeof setAvailabilityRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<AvailabilityResponse> {
    try {
      await this.stream.set(caller.userId, body.availability, caller);
    } catch (error) {
      if (!(error instanceof AvailabilityError)) throw error;
      const code = error.code as ErrorCode;
      const message = problemMessages[code].replace('{day}', DAY_NAMES[error.day] ?? '');
      throw problem(422, code, message, [{ path: String(error.day), message }]);
    }
    return { teacherId: caller.userId, availability: await this.availability.of(caller.userId) };
  }
}
