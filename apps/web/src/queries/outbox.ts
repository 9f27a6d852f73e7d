import type { OutboxMessage } from '@lavagna/contracts';
import { queryOptions } from '@tanstack/react-query';
import { ApiError } from '@lavagna/web-kit';
import { devApi } from '../api/users';
import { ui } from '../i18n/it';

export type OutboxState = { available: true; messages: OutboxMessage[] } | { available: false; reason: string };

const byNewest = (a: OutboxMessage, b: OutboxMessage) => b.queuedAt.localeCompare(a.queuedAt);

/**
 * GET /api/dev/outbox; a 404 means the server is not in demo mode, a 403 that this browser is not
 * on the machine that runs it. Polls so new mails show up.
 */
export const outboxQueryOptions = queryOptions({
  queryKey: ['dev', 'outbox'],
  queryFn: async (): Promise<OutboxState> => {
    try {
      const messages = await devApi.outbox();
      return { available: true, messages: [...messages].sort(byNewest) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { available: false, reason: ui.outbox.demoOnly };
      if (error instanceof ApiError && error.status === 403) return { available: false, reason: error.message };
      throw error;
    }
  },
  refetchInterval: (query) => (query.state.data?.available === false ? false : 3000),
});
