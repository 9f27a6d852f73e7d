import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@lavagna/web-kit';
import { devApi } from '../api/users';
import { ui } from '../i18n/it';
import { outboxQueryOptions } from './outbox';

const read = () => (outboxQueryOptions.queryFn as () => Promise<unknown>)();

describe('the demo outbox query', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says the outbox is demo-only when the server has none (404)', async () => {
    vi.spyOn(devApi, 'outbox').mockRejectedValue(new ApiError(404, 'Risorsa non trovata'));
    await expect(read()).resolves.toEqual({ available: false, reason: ui.outbox.demoOnly });
  });

  it("shows the server's reason when this browser is not on the demo's machine (403)", async () => {
    vi.spyOn(devApi, 'outbox').mockRejectedValue(new ApiError(403, 'La posta della demo si legge solo dal computer su cui gira Lavagna'));
    await expect(read()).resolves.toEqual({ available: false, reason: 'La posta della demo si legge solo dal computer su cui gira Lavagna' });
  });

  it('lists the messages newest first', async () => {
    const mail = (id: string, queuedAt: string) => ({ id, to: 'a@b.it', subject: 's', text: '', html: '', links: [], attachments: [], queuedAt, sentAt: null });
    vi.spyOn(devApi, 'outbox').mockResolvedValue([mail('old', '2026-01-01T00:00:00Z'), mail('new', '2026-02-01T00:00:00Z')]);
    const state = (await read()) as { messages: { id: string }[] };
    expect(state.messages.map((m) => m.id)).toEqual(['new', 'old']);
  });
});
