import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AccountsModule } from '../accounts/index.js';
import { SessionsModule } from '../sessions/index.js';
import { StudentsController } from './students/students.http.controller.js';

/** The teacher console's resources (react-admin simple-rest). */
@Module({ imports: [CqrsModule, AccountsModule, SessionsModule], controllers: [StudentsController] })
export class AdminModule {}
