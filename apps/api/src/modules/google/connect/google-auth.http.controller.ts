import { Controller, Get, Inject, Logger, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { GoogleAuthStart } from '@lavagna/contracts';
import type { Response } from 'express';
import type { AppConfig } from '../../../config.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { CLOCK, CONFIG, SECRETS, type Clock, type Secrets } from '../../../infrastructure/tokens.js';
import { CurrentUser, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GoogleClients } from '../client/google-clients.js';
import { makeAuthState, readAuthState } from './auth-state.js';
import { ConnectGoogleCommand } from './connect-google.command.js';
import { popupPage } from './popup-page.js';

@Controller('google')
export class GoogleAuthController {
  private readonly logger = new Logger('GoogleAuth');

  constructor(
    private readonly commands: CommandBus,
    private readonly clients: GoogleClients,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The consent page to open in a popup (spec: success and url). */
  @Get('auth/teacher')
  @UseGuards(SessionGuard)
  @Roles('teacher')
  start(@CurrentUser() caller: SessionUser): GoogleAuthStart {
    if (!this.clients.config) throw problem(503, 'GOOGLE.NOT_CONFIGURED');
    return { success: true, url: this.clients.consentUrl(makeAuthState(this.secrets.links, caller.userId, this.clock.now())) };
  }

  /**
   * Where Google sends the consent's answer (the redirect URI): the popup's last page, which tells
   * the console (AUTH_COMPLETE) and closes. Its own opener policy lets the console keep the popup.
   */
  @Get('callback')
  async callback(@Query('code') code: unknown, @Query('state') state: unknown, @Res() res: Response): Promise<void> {
    const teacherId = typeof state === 'string' ? readAuthState(this.secrets.links, state, this.clock.now()) : null;
    let success = false;
    if (teacherId && typeof code === 'string' && code && this.clients.config) {
      try {
        await this.commands.execute(new ConnectGoogleCommand(teacherId, code));
        success = true;
      } catch (error) {
        this.logger.warn(`Collegamento a Google non riuscito: ${(error as Error).message}`);
      }
    }
    res
      .status(success ? 200 : 400)
      .set({ 'Cross-Origin-Opener-Policy': 'unsafe-none', 'Cache-Control': 'no-store' })
      .type('html')
      .send(popupPage(success, new URL(this.config.publicUrl).origin, res.locals.cspNonce as string));
  }
}
