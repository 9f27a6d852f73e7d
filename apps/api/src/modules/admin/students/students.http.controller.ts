import { Body, Controller, Delete, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { StudentRow, UpdateUserResponse, UserView } from '@lavagna/contracts';
import type { Response } from 'express';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { assertCanManage, UpdateProfileCommand, UsersQuery } from '../../accounts/index.js';
import { DeleteAccountCommand } from '../../departures/index.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { studentListQuerySchema, type StudentListParams } from '@lavagna/contracts';

const row = (user: UserView): StudentRow => ({ ...user, id: user.userId });

/** The teacher's students in react-admin's simple-rest protocol. */
@Controller('admin/students')
@UseGuards(SessionGuard)
@Roles('teacher')
export class StudentsController {
  constructor(
    private readonly users: UsersQuery,
    private readonly commands: CommandBus,
  ) {}

  @Get()
  async list(
    @Query(new ZodPipe(studentListQuerySchema)) params: StudentListParams,
    @CurrentUser() caller: SessionUser,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StudentRow[]> {
    const { rows, total } = await this.users.studentPage({ teacherId: caller.userId, ...params });
    const end = rows.length === 0 ? params.range.from : params.range.from + rows.length - 1;
    res.setHeader('Content-Range', `students ${params.range.from}-${end}/${total}`);
    res.setHeader('Access-Control-Expose-Headers', 'Content-Range');
    return rows.map(row);
  }

  @Get(':id')
  async one(@Param('id') id: string, @CurrentUser() caller: SessionUser): Promise<StudentRow> {
    return row(assertCanManage(caller, await this.users.byId(id)));
  }

  @Put(':id')
  async update(@Param('id') id: string, @Body() body: unknown, @CurrentUser() caller: SessionUser): Promise<StudentRow> {
    const { id: _id, ...fields } = (body ?? {}) as Record<string, unknown>;
    const result: UpdateUserResponse = await this.commands.execute(new UpdateProfileCommand(caller, id, pickEditable(fields)));
    return row(result.user);
  }

  @Delete(':id')
  async remove(@Param('id') id: string, @CurrentUser() caller: SessionUser): Promise<StudentRow> {
    return row(await this.commands.execute(new DeleteAccountCommand(caller, id)));
  }
}

/** react-admin sends the whole record back; only the editable fields are commands. */
const EDITABLE = ['email', 'name', 'surname', 'tutor', 'residence', 'school', 'linkMeet', 'hourlyRate'] as const;
const pickEditable = (fields: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]])) as never;
