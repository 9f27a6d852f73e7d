import type { UserView } from '@lavagna/contracts';
import { problem } from '../../infrastructure/http/problem.js';
import type { SessionUser } from '../sessions/index.js';

/**
 * A student reaches only their own account; the teacher their own and their students'.
 * Anything else answers 404, so ids of other people cannot be probed.
 */
export const assertCanManage = (caller: SessionUser, target: UserView | null): UserView => {
  if (target === null) throw problem(404, 'USER.NOT_FOUND');
  if (target.userId === caller.userId) return target;
  if (caller.role === 'teacher' && target.identity === 'student' && target.teacherId === caller.userId) return target;
  throw problem(404, 'USER.NOT_FOUND');
};
