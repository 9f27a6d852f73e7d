import { Controller, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { REFRESH_COOKIE, SessionKeeping, SessionsService } from '../../sessions/index.js';
import { clearSessionCookies, setSessionCookies } from '../session-cookies.js';

/** New session cookies for the refresh cookie (each refresh token works once). */
@Controller('users')
export class RefreshSessionController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('refresh-token')
  @SessionKeeping()
  @HttpCode(200)
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    try {
      setSessionCookies(res, await this.sessions.refresh(req.cookies?.[REFRESH_COOKIE]), this.config.secureCookies);
    } catch (error) {
      clearSessionCookies(res, this.config.secureCookies);
      throw error;
    }
    return { success: true };
  }
}
