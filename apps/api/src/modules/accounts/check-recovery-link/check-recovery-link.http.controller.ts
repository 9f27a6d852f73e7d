import { Controller, Get, Inject, Param } from '@nestjs/common';
import { linkValue } from '../../../infrastructure/http/params.js';
import { problem } from '../../../infrastructure/http/problem.js';
import { readLinkValue } from '../../../infrastructure/security/links.js';
import { SECRETS, type Secrets } from '../../../infrastructure/tokens.js';
import { RecoveryLinks } from './recovery-links.js';

/** Checking a recovery link before the new-password form is shown. */
@Controller('users')
export class CheckRecoveryLinkController {
  constructor(
    private readonly links: RecoveryLinks,
    @Inject(SECRETS) private readonly secrets: Secrets,
  ) {}

  @Get('password-recovery/:value')
  async check(@Param('value', linkValue) value: string) {
    const link = readLinkValue(this.secrets.links, 'recovery', value);
    if (!link || !(await this.links.isOpen(link.userId, link.nonce))) throw problem(400, 'LINK.INVALID');
    return { success: true, data: { _id: link.userId } };
  }
}
