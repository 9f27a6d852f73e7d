import { Controller, Get } from '@nestjs/common';
import type { OutboxMessage } from '@lavagna/contracts';
import { OutboxQuery } from './outbox/outbox.query.js';

/** Demo mode only (registered when SMTP_URL is unset): the e-mails that would have been sent. */
@Controller('dev')
export class DevOutboxController {
  constructor(private readonly outbox: OutboxQuery) {}

  @Get('outbox')
  list(): Promise<OutboxMessage[]> {
    return this.outbox.newestFirst();
  }
}
