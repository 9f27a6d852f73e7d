import { Controller, Get, Param, Res, StreamableFile, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { uuid } from '../../../infrastructure/http/params.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { CurrentUser, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { LessonNotesQuery } from '../projections/lesson-notes/lesson-notes.query.js';
import { attachmentDisposition } from './content-disposition.js';

/**
 * GET /api/lessons/{id}/notes: the PDF, to the lesson's student or its teacher. Anyone else, and a
 * lesson without notes, gets 404: another student's lesson ids cannot be probed.
 */
@Controller('lessons')
@UseGuards(SessionGuard)
export class DownloadLessonNotesController {
  constructor(private readonly notes: LessonNotesQuery) {}

  @Get(':id/notes')
  async download(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser, @Res({ passthrough: true }) res: Response): Promise<StreamableFile> {
    const notes = await this.notes.ofLesson(id);
    const mine = notes && (caller.role === 'teacher' ? notes.teacherId === caller.userId : notes.studentId === caller.userId);
    const bytes = mine ? await this.notes.file(notes.sha256) : null;
    if (!notes || !bytes) throw problem(404, 'NOTES.NOT_FOUND');
    res.setHeader('Content-Disposition', attachmentDisposition(notes.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    return new StreamableFile(bytes, { type: 'application/pdf', length: bytes.length });
  }
}
