import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { randomBytes } from 'node:crypto';

/** PayPal's hosts, as its JS SDK's CSP guide lists them (no Venmo: that funding is disabled). */
const PAYPAL = ['https://*.paypal.com', 'https://*.paypalobjects.com'];

/** A fresh nonce per response, for the index.html that carries it to the PayPal script tag. */
export const cspNonce = (_req: Request, res: Response, next: NextFunction): void => {
  res.locals.cspNonce = randomBytes(16).toString('base64');
  next();
};

/**
 * helmet with a CSP that lets in only our own files and PayPal's buttons: scripts from us and
 * from PayPal's hosts, plus the inline ones PayPal's SDK adds with this response's nonce; styles
 * inline too (MUI's emotion writes <style> elements at run time). Nothing may frame us, no
 * referrer leaves (one-time links carry tokens in the path), no X-Powered-By.
 */
export const securityHeaders = (publicUrl: string, analyticsHost: string | null = null) => {
  const https = publicUrl.startsWith('https://');
  // PostHog's host, when analytics are configured: its events, flags and the scripts it loads.
  const analytics = analyticsHost ? [analyticsHost] : [];
  const nonce = (_req: unknown, res: unknown) => `'nonce-${(res as Response).locals.cspNonce as string}'`;
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", nonce, ...PAYPAL, ...analytics],
        styleSrc: ["'self'", "'unsafe-inline'", ...PAYPAL],
        imgSrc: ["'self'", 'data:', ...PAYPAL],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...PAYPAL, ...analytics],
        frameSrc: PAYPAL,
        childSrc: PAYPAL,
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(https ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    // PayPal's checkout window talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
};
