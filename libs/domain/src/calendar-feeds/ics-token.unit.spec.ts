import { randomUUID } from 'node:crypto';
import { deciderSpec } from '../../test/decider-spec.js';
import type { Actor } from '../shared/types.js';
import {
  decideIcsToken,
  evolveIcsToken,
  initialIcsTokenState,
  type IcsFeed,
  type IcsTokenCommand,
  type IcsTokenIssued,
} from './ics-token.js';

const spec = deciderSpec({ decide: decideIcsToken, evolve: evolveIcsToken, initialState: initialIcsTokenState });
const now = new Date('2026-03-20T10:00:00.000Z');

const setup = (feed: IcsFeed) => {
  const userId = randomUUID();
  const teacherId = feed === 'teacher' ? userId : randomUUID();
  const owner: Actor = { userId, role: feed };
  const issue = (tokenHash: string, by: Actor = owner): IcsTokenCommand => ({
    type: 'IssueIcsToken',
    data: { userId, teacherId, feed, tokenHash },
    metadata: { now, by },
  });
  const issued = (tokenHash: string, by: Actor = owner): IcsTokenIssued => ({
    type: 'IcsTokenIssued',
    data: { userId, teacherId, feed, tokenHash, issuedAt: now.toISOString(), by },
  });
  return { userId, teacherId, owner, issue, issued };
};

describe("a calendar feed's secret link", () => {
  describe('when a student asks for theirs', () => {
    it('records the hash of the new token', () => {
      const { issue, issued } = setup('student');
      spec([]).when(issue('hash-1')).then([issued('hash-1')]);
    });

    it('records a new hash over the old one, which the feed then no longer answers to', () => {
      const { issue, issued } = setup('student');
      spec([issued('hash-1')]).when(issue('hash-2')).then([issued('hash-2')]);
      expect([issued('hash-1'), issued('hash-2')].reduce(evolveIcsToken, initialIcsTokenState())).toEqual({ status: 'Issued', feed: 'student', tokenHash: 'hash-2' });
    });
  });

  describe('when the teacher asks for theirs', () => {
    it('records the hash of the new token', () => {
      const { issue, issued } = setup('teacher');
      spec([]).when(issue('hash-t')).then([issued('hash-t')]);
    });
  });

  describe('who may ask', () => {
    it("never another student, nor the teacher for a student's feed", () => {
      const { issue, teacherId } = setup('student');
      spec([]).when(issue('h', { userId: randomUUID(), role: 'student' })).thenThrows('AUTH.FORBIDDEN');
      spec([]).when(issue('h', { userId: teacherId, role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
    });

    it("never a student for the teacher's feed, nor another teacher", () => {
      const { issue, userId } = setup('teacher');
      spec([]).when(issue('h', { userId, role: 'student' })).thenThrows('AUTH.FORBIDDEN');
      spec([]).when(issue('h', { userId: randomUUID(), role: 'teacher' })).thenThrows('AUTH.FORBIDDEN');
    });

    it('never the system', () => {
      const { issue } = setup('student');
      spec([]).when(issue('h', { userId: 'system', role: 'system' })).thenThrows('AUTH.FORBIDDEN');
    });
  });
});
