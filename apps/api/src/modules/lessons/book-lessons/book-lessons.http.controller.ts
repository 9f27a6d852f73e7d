import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { bookLessonsRequestSchema, type BookLessonsResponse } from '@lavagna/contracts';
import type { z } from 'zod';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { BookLessonsCommand } from './book-lessons.command.js';

@Controller('calendar')
@UseGuards(SessionGuard)
export class BookLessonsController {
  constructor(private readonly commands: CommandBus) {}

  @Post('events')
  @HttpCode(201)
  book(
    @Body(new ZodPipe(bookLessonsRequestSchema)) body: z.output<typeof bookLessonsRequestSchema>,
    @CurrentUser() caller: SessionUser,
  ): Promise<BookLessonsResponse> {
    return this.commands.execute(new BookLessonsCommand(caller, body));
  }
}
