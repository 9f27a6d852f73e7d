import { Controller, HttpCode, Param, Put, Req, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NOTES_FILE_NAME_HEADER, type LessonNotesView } from '@lavagna/contracts';
import { MAX_NOTES_BYTES } from '@lavagna/domain';
import type { Request } from 'express';
import { readBoundedBody } from '../../../infrastructure/http/bounded-body.js';
import { uuid } from '../../../infrastructure/http/params.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { AttachLessonNotesCommand } from './attach-notes.command.js';

const fileNameOf = (req: Request): string | null => {
  const raw = req.get(NOTES_FILE_NAME_HEADER);
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/**
 * PUT /api/lessons/{id}/notes: the raw PDF as an `application/pdf` body (at most 10 MB, read
 * here as a bounded stream, never by a body parser), its name URL-encoded in X-File-Name.
 */
@Controller('lessons')
@UseGuards(SessionGuard)
@Roles('teacher')
export class AttachLessonNotesController {
  constructor(private readonly commands: CommandBus) {}

  @Put(':id/notes')
  @HttpCode(201)
  async attach(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser, @Req() req: Request): Promise<LessonNotesView> {
    if (!/^application\/pdf\s*(;|$)/i.test(req.get('content-type') ?? '')) throw problem(415, 'NOTES.PDF_ONLY');
    const fileName = fileNameOf(req);
    if (fileName === null) throw problem(400, 'NOTES.BAD_FILE_NAME');
    const body = await readBoundedBody(req, MAX_NOTES_BYTES);
    if ('tooLarge' in body) throw problem(413, 'NOTES.TOO_LARGE');
    return this.commands.execute(new AttachLessonNotesCommand(caller, id, fileName, body.bytes, body.sha256));
  }
}
