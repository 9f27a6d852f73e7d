import { Body, Controller, Delete, Get, Param, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { updateUserSchema, type StudentRow, type UpdateUserResponse, type UserView } from '@lavagna/contracts';
import type { z } from 'zod';
import type { Response } from 'express';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { UpdateProfileCommand } from '../../accounts/commands.js';
import { assertCanManage, ClassesDone, UsersQuery } from '../../accounts/index.js';
import { DeleteAccountCommand } from '../../departures/commands.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { studentListQuerySchema, type StudentListParams } from '@lavagna/contracts';
import { uuid } from '../../../infrastructure/http/params.js';

const row = (user: UserView): StudentRow => ({ ...user, id: user.userId });

/** react-admin sends the whole record back; only the editable fields are commands, the rest is ignored. */
const EDITABLE = ['email', 'name', 'surname', 'tutor', 'residence', 'school', 'linkMeet', 'hourlyRate'] as const;
const recordEdit = updateUserSchema.pick(Object.fromEntries(EDITABLE.map((k) => [k, true])) as { [K in (typeof EDITABLE)[number]]: true }).loose();
const pickEditable = (fields: Record<string, unknown>) =>
  Object.fromEntries(EDITABLE.filter((k) => fields[k] !== undefined).map((k) => [k, fields[k]])) as never;

/** The teacher's students in react-admin's simple-rest protocol. */
@Controller('admin/students')
@UseGuards(SessionGuard)
@Roles('teacher')
export class StudentsController {
  constructor(
    private readonly users: UsersQuery,
    private readonly classesDone: ClassesDone,
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
    return (await this.classesDone.ofAll(rows)).map(row);
  }

  @Get(':id')
  async one(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<StudentRow> {
    return row(await this.classesDone.of(assertCanManage(caller, await this.users.byId(id))));
  }

  @Put(':id')
  async update(@Param('id', uuid) id: string, @Body(new ZodPipe(recordEdit)) body: z.output<typeof recordEdit>, @CurrentUser() caller: SessionUser): Promise<StudentRow> {
    const result: UpdateUserResponse = await this.commands.execute(new UpdateProfileCommand(caller, id, pickEditable(body)));
    return row(result.user);
  }

  @Delete(':id')
  async remove(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<StudentRow> {
    return row(await this.classesDone.of(await this.commands.execute(new DeleteAccountCommand(caller, id))));
  }
}
