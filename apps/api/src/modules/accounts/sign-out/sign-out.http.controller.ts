import { Body, Controller, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { logoutRequestSchema } from '@lavagna/contracts';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config.js';
import { ZodPipe } from '../../../infrastructure/http/zod.pipe.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { CurrentUser, OptionalSessionGuard, REFRESH_COOKIE, SessionKeeping, SessionsService, type SessionUser } from '../../sessions/index.js';
import { clearSessionCookies } from '../session-cookies.js';

@Controller('users')
export class SignOutController {
  constructor(
    private readonly sessions: SessionsService,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('logout')
  @SessionKeeping()
  @HttpCode(200)
  @UseGuards(OptionalSessionGuard)
  async logout(
    @Body(new ZodPipe(logoutRequestSchema)) _body: unknown,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
    @CurrentUser() caller: SessionUser | undefined,
  ) {
    await this.sessions.end(req.cookies?.[REFRESH_COOKIE], caller?.familyId);
    clearSessionCookies(res, this.config.secureCookies);
    return { success: true };
  }
}
