import { Controller, Get, Inject, Logger, Query, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { GoogleAuthStart } from '@lavagna/contracts';
import type { Request, Response } from 'express';
import type { AppConfig } from '../../../config.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { CLOCK, CONFIG, SECRETS, type Clock, type Secrets } from '../../../infrastructure/tokens.js';
import { CurrentUser, OptionalSessionGuard, Roles, SessionGuard, type SessionUser } from '../../sessions/index.js';
import { GoogleClients } from '../client/google-clients.js';
import { bindingOf, makeAuthState, newConsentNonce, nonceMatches, readAuthState } from './auth-state.js';
import { clearConsentCookie, CONSENT_COOKIE, ConsentSealing, setConsentCookie } from './consent-cookie.js';
import { ConsentRedemptions } from './consent-redemptions.js';
import { ConnectGoogleCommand } from './connect-google.command.js';
import { popupPage } from './popup-page.js';

/** A consent answer that may be exchanged: whose it is, Google's code and the PKCE verifier. */
interface Accepted {
  teacherId: string;
  code: string;
  codeVerifier: string;
}

@Controller('google')
export class GoogleAuthController {
  private readonly logger = new Logger('GoogleAuth');
  private readonly sealing: ConsentSealing;

  constructor(
    private readonly commands: CommandBus,
    private readonly clients: GoogleClients,
    private readonly redemptions: ConsentRedemptions,
    @Inject(CONFIG) private readonly config: AppConfig,
    @Inject(SECRETS) private readonly secrets: Secrets,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.sealing = new ConsentSealing(secrets.links);
  }

  /**
   * The consent page to open in a popup (spec: success and url). The state names a nonce that only
   * this browser holds, in an httpOnly cookie beside the PKCE verifier; Google sees the challenge.
   */
  @Get('auth/teacher')
  @UseGuards(SessionGuard)
  @Roles('teacher')
  async start(@CurrentUser() caller: SessionUser, @Res({ passthrough: true }) res: Response): Promise<GoogleAuthStart> {
    if (!this.clients.config) throw problem(503, 'GOOGLE.NOT_CONFIGURED');
    const nonce = newConsentNonce();
    const { codeVerifier, codeChallenge } = await this.clients.pkce();
    setConsentCookie(res, this.sealing.seal({ nonce, verifier: codeVerifier }, caller.userId), this.config.secureCookies);
    const state = makeAuthState(this.secrets.links, caller.userId, bindingOf(nonce), this.clock.now());
    return { success: true, url: this.clients.consentUrl(state, codeChallenge) };
  }

  /**
   * Where Google sends the consent's answer (the redirect URI): the popup's last page, which tells
   * the console (AUTH_COMPLETE) and closes. Its own opener policy lets the console keep the popup.
   * Only the browser that started the consent, signed in as that teacher if signed in at all,
   * completes it, once.
   */
  @Get('callback')
  @UseGuards(OptionalSessionGuard)
  async callback(
    @Query('code') code: unknown,
    @Query('state') state: unknown,
    @Req() req: Request & { user?: SessionUser },
    @Res() res: Response,
  ): Promise<void> {
    clearConsentCookie(res, this.config.secureCookies);
    const answer = await this.accept(code, state, req);
    let success = false;
    if (typeof answer === 'string') {
      this.logger.warn(`Risposta di Google al consenso rifiutata: ${answer}`);
    } else {
      try {
        await this.commands.execute(new ConnectGoogleCommand(answer.teacherId, answer.code, answer.codeVerifier));
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

  /** The answer to exchange, or why it is refused (for the log; the page says only that it failed). */
  private async accept(code: unknown, state: unknown, req: Request & { user?: SessionUser }): Promise<Accepted | string> {
    if (!this.clients.config) return 'Google non è configurato';
    const now = this.clock.now();
    const claim = typeof state === 'string' ? readAuthState(this.secrets.links, state, now) : null;
    if (!claim) return 'state non valido o scaduto';
    const held = this.sealing.open(req.cookies?.[CONSENT_COOKIE], claim.teacherId);
    if (!held || !nonceMatches(held.nonce, claim.binding)) return 'il consenso non è stato avviato da questo browser';
    if (req.user && (req.user.role !== 'teacher' || req.user.userId !== claim.teacherId)) return 'la sessione del browser è di un altro utente';
    if (typeof code !== 'string' || !code) return 'Google non ha dato un codice (consenso negato)';
    if (!(await this.redemptions.redeem(claim.binding, claim.until, now))) return 'state già usato';
    return { teacherId: claim.teacherId, code, codeVerifier: held.verifier };
  }
}
