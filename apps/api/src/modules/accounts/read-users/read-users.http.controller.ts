import { Body, Controller, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { emailOnlySchema, type UserView } from '@lavagna/contracts';
import { problem } from '../../../infrastructure/http/problem.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CurrentUser, LIMITS, RateLimiter, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { assertCanManage } from '../access.js';
import { ClassesDone } from '../classes-done/classes-done.js';
import { UserEmailsQuery } from '../projections/user-emails/user-emails.query.js';
import { UsersQuery } from '../projections/users/users.query.js';
import { uuid } from '../../../infrastructure/http/params.js';

@Controller('users')
@UseGuards(SessionGuard)
export class ReadUsersController {
  constructor(
    private readonly users: UsersQuery,
    private readonly emails: UserEmailsQuery,
    private readonly limits: RateLimiter,
    private readonly classesDone: ClassesDone,
  ) {}

  @Get('get-student-info-for-data-modifier/:id')
  async info(@Param('id', uuid) id: string, @CurrentUser() caller: SessionUser): Promise<UserView> {
    return this.classesDone.of(assertCanManage(caller, await this.users.byId(id)));
  }

  @Get('get-students-per-teacher/:teacherId')
  @Roles('teacher')
  async students(@Param('teacherId', uuid) teacherId: string, @CurrentUser() caller: SessionUser): Promise<UserView[]> {
    if (teacherId !== caller.userId) throw problem(404, 'USER.NOT_FOUND');
    return this.classesDone.ofAll(await this.users.studentsOf(teacherId));
  }

  /** The console's check before it renames a student: whether an address is taken is nobody else's business. */
  @Post('check-email-exist')
  @HttpCode(200)
  @Roles('teacher')
  async exists(@Body(new ZodPipe(emailOnlySchema)) body: { email: string }, @CurrentUser() caller: SessionUser) {
    await this.limits.hit(`email-exists:${caller.userId}`, LIMITS.emailExistsPerTeacher);
    return { exists: (await this.emails.userIdOf(body.email)) !== null };
  }
}
