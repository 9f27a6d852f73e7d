import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SessionsModule } from '../sessions/sessions.module.js';
import { StudentsController } from './students/students.http.controller.js';

/** The teacher console's resources (react-admin simple-rest). */
@Module({ imports: [CqrsModule, AccountsModule, SessionsModule], controllers: [StudentsController] })
export class AdminModule {}
