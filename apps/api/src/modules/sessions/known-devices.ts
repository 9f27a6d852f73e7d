import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SECRETS, type Secrets } from '../../infrastructure/tokens.js';

export const DEVICE_COOKIE = 'lv_device';
/** Only the sign-in reads it. */
const DEVICE_PATH = '/api/users/check';
/** Browsers keep a cookie 400 days at most. */
const DEVICE_MAX_AGE_MS = 400 * 86_400_000;
/** A family computer may know a parent and two children; older marks drop out. */
const MAX_ACCOUNTS = 8;

/**
 * Which accounts have signed in from this browser: a long-lived httpOnly cookie holding, per
 * account, a MAC of its e-mail under a server key (so it names nobody and cannot be forged).
 * Chosen over a list of known IP addresses per account: an owner on a phone or behind a school
 * NAT changes address every day, and an address shared by a school or an operator's CGNAT would
 * let a guesser on the same network pass as the owner; a browser that signed in once is a far
 * better sign of the owner. It only spares the owner the per-account ceiling; the other limits
 * and the password still apply.
 */
@Injectable()
export class KnownDevices {
  constructor(@Inject(SECRETS) private readonly secrets: Secrets) {}

  private mark(email: string): string {
    return createHmac('sha256', this.secrets.jwt).update(`known-device:${email}`).digest('base64url').slice(0, 22);
  }

  private marksOf(req: Request): string[] {
    const value = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
    return typeof value === 'string' ? value.split('.').filter((m) => /^[\w-]{22}$/.test(m)).slice(0, MAX_ACCOUNTS) : [];
  }

  /** Whether `email` has signed in from this browser before. */
  knows(req: Request, email: string): boolean {
    const mine = Buffer.from(this.mark(email));
    return this.marksOf(req).some((m) => timingSafeEqual(Buffer.from(m), mine));
  }

  /** After a successful sign-in: this browser now knows the account (newest first). */
  remember(req: Request, res: Response, email: string, secure: boolean): void {
    const mark = this.mark(email);
    const marks = [mark, ...this.marksOf(req).filter((m) => m !== mark)].slice(0, MAX_ACCOUNTS);
    res.cookie(DEVICE_COOKIE, marks.join('.'), { httpOnly: true, sameSite: 'lax', secure, path: DEVICE_PATH, maxAge: DEVICE_MAX_AGE_MS });
  }
}
