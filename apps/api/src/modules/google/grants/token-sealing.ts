import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for the Google tokens at rest. The key is derived (HKDF-SHA256) from the app's
 * link secret (LINK_SECRET; in demo mode the one kept in app_secrets), so the database alone does not open
 * them; the teacher's id is the associated data, so a sealed grant cannot be moved to another row.
 * A changed secret leaves the grants unreadable: they count as lost, and the teacher connects again.
 * Another `purpose` derives another key (the consent cookie's), so one sealing never opens the other's.
 */
export class TokenSealing {
  private readonly key: Buffer;

  constructor(secret: string, purpose = 'google-oauth-tokens v1') {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'lavagna', purpose, 32));
  }

  seal(plain: string, owner: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(owner));
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
  }

  /** The plain text, or null when it cannot be opened (another key, another owner, altered bytes). */
  open(sealed: string, owner: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url')).setAAD(Buffer.from(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
