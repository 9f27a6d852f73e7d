import { Inject, Injectable } from '@nestjs/common';
import { googleRedirectUri, type AppConfig, type GoogleConfig } from '../../../config.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { GrantStore, type GoogleTokens } from '../grants/grant-store.js';
import { auth, calendar, oauth2, S256, type calendar_v3, type OAuth2Client } from './google-api.js';
import { GrantLost } from './google-errors.js';

/** Read and write the teacher's events and list their calendars; know the account's address. */
export const GOOGLE_SCOPES = ['https://www.googleapis.com/auth/calendar', 'https://www.googleapis.com/auth/userinfo.email', 'openid'];

/** A teacher's authorised clients. */
export interface TeacherGoogle {
  oauth: OAuth2Client;
  calendar: calendar_v3.Calendar;
}

/**
 * The `googleapis` clients, pointed at Google, or at the addresses of GOOGLE_OAUTH_BASE and
 * GOOGLE_API_BASE (a local stand-in in tests and demos: the same client, the same calls).
 */
@Injectable()
export class GoogleClients {
  readonly config: GoogleConfig | null;
  readonly redirectUri: string;

  constructor(
    @Inject(CONFIG) config: AppConfig,
    private readonly grants: GrantStore,
  ) {
    this.config = config.google;
    this.redirectUri = googleRedirectUri(config.publicUrl);
  }

  /** A fresh OAuth2 client of the app (no tokens). */
  oauth(): OAuth2Client {
    const config = this.required();
    const base = config.oauthBase;
    return new auth.OAuth2({
      clientId: config.clientId,
      clientSecret: config.clientSecret,
      redirectUri: this.redirectUri,
      ...(base
        ? { endpoints: { oauth2AuthBaseUrl: `${base}/o/oauth2/v2/auth`, oauth2TokenUrl: `${base}/token`, oauth2RevokeUrl: `${base}/revoke`, tokenInfoUrl: `${base}/tokeninfo` } }
        : {}),
    });
  }

  /** A fresh PKCE pair: the verifier stays with the server's cookie, the S256 challenge goes to Google. */
  async pkce(): Promise<{ codeVerifier: string; codeChallenge: string }> {
    const { codeVerifier, codeChallenge } = await this.oauth().generateCodeVerifierAsync();
    if (!codeChallenge) throw new Error('no PKCE code challenge');
    return { codeVerifier, codeChallenge };
  }

  /** The consent page: offline access (a refresh token), asked again each time so Google sends one; PKCE S256. */
  consentUrl(state: string, codeChallenge: string): string {
    return this.oauth().generateAuthUrl({
      access_type: 'offline',
      prompt: 'consent',
      scope: GOOGLE_SCOPES,
      state,
      include_granted_scopes: true,
      code_challenge: codeChallenge,
      code_challenge_method: S256,
    });
  }

  /** Exchanges the consent's code with the PKCE verifier of its challenge: the tokens and the account's address. */
  async exchange(code: string, codeVerifier: string): Promise<{ tokens: GoogleTokens; email: string; client: TeacherGoogle }> {
    const client = this.oauth();
    const { tokens } = await client.getToken({ code, codeVerifier });
    client.setCredentials(tokens);
    const { data } = await oauth2({ version: 'v2', auth: client, ...this.root() }).userinfo.get();
    return { tokens, email: data.email ?? '', client: { oauth: client, calendar: this.calendarOf(client) } };
  }

  /** The teacher's clients from their stored grant; a refreshed access token is stored again. */
  async forTeacher(teacherId: string): Promise<TeacherGoogle> {
    const tokens = await this.grants.load(teacherId);
    if (!tokens?.refresh_token) throw new GrantLost('revoked');
    const client = this.oauth();
    client.setCredentials(tokens);
    client.on('tokens', (fresh) => void this.grants.refreshed(teacherId, fresh).catch(() => undefined));
    return { oauth: client, calendar: this.calendarOf(client) };
  }

  private calendarOf(client: OAuth2Client): calendar_v3.Calendar {
    return calendar({ version: 'v3', auth: client, ...this.root() });
  }

  private root(): { rootUrl?: string } {
    const base = this.config?.apiBase;
    return base ? { rootUrl: `${base}/` } : {};
  }

  private required(): GoogleConfig {
    if (!this.config) throw new Error('GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET are not set');
    return this.config;
  }
}
