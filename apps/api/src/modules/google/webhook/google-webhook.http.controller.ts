import { Controller, Headers, HttpCode, Logger, Post } from '@nestjs/common';
import { GoogleSync } from '../sync/google-sync.service.js';

/**
 * Google's push notifications (events.watch): headers only, no body. The channel's id and its
 * secret token must match a channel we opened; then the calendar is read from its sync token.
 * Always a 200, so Google does not retry what we chose to ignore; a failed read is left to the
 * next push or the periodic sync.
 */
@Controller('google')
export class GoogleWebhookController {
  private readonly logger = new Logger('GoogleWebhook');

  constructor(private readonly sync: GoogleSync) {}

  @Post('webhook')
  @HttpCode(200)
  async notified(
    @Headers('x-goog-channel-id') channelId: string | undefined,
    @Headers('x-goog-channel-token') token: string | undefined,
    @Headers('x-goog-resource-state') state: string | undefined,
  ): Promise<void> {
    if (!channelId || !token || !state) return;
    await this.sync.notified(channelId, token, state).catch((error: Error) => this.logger.warn(`Notifica di Google non elaborata: ${error.message}`));
  }
}
