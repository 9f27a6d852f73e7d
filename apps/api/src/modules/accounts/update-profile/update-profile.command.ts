import type { UpdateUserRequest } from '@lavagna/contracts';
import type { SessionUser } from '../../sessions/index.js';

/** A user edits their data, or the teacher edits a student's (then it is modifiedByTeacher). */
export class UpdateProfileCommand {
  constructor(
    readonly caller: SessionUser,
    readonly userId: string,
    readonly body: UpdateUserRequest,
  ) {}
}
