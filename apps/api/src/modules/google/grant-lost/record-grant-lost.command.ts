import type { GrantLossReason } from '@lavagna/domain';

/** Google refused a teacher's grant: record it, tell the teacher, forget what the grant gave. */
export class RecordGoogleGrantLostCommand {
  constructor(
    readonly teacherId: string,
    readonly reason: GrantLossReason,
  ) {}
}
