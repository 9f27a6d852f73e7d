import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import type { AppConfig } from '../../../config.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { SessionGuard } from '../../sessions/index.js';
import { PAYMENT_GATEWAY, type PaymentGateway } from './payment-gateway.js';

@Controller('payments')
@UseGuards(SessionGuard)
export class PaymentConfigController {
  constructor(
    @Inject(PAYMENT_GATEWAY) private readonly gateway: PaymentGateway,
    @Inject(CONFIG) private readonly settings: AppConfig,
  ) {}

  /** Which buttons the payment screen shows, and PayPal's public client id (never the secret). */
  @Get('config')
  config(): { provider: 'paypal' | 'demo'; clientId: string | null } {
    return { provider: this.gateway.provider, clientId: this.gateway.provider === 'paypal' ? (this.settings.paypal?.clientId ?? null) : null };
  }
}
