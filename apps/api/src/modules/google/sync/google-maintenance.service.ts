import { Inject, Injectable } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import type { AppConfig } from '../../../config.js';
import { CONFIG } from '../../../infrastructure/tokens.js';
import { GoogleSync } from './google-sync.service.js';

/** Every five minutes: channels renewed before they expire, and the periodic full read (GoogleSync.maintain). */
@Injectable()
export class GoogleMaintenance {
  private running = false;

  constructor(
    private readonly sync: GoogleSync,
    @Inject(CONFIG) private readonly config: AppConfig,
  ) {}

  @Interval(5 * 60_000)
  async tick(): Promise<void> {
    if (!this.config.google || this.running) return;
    this.running = true;
    try {
      await this.sync.maintain();
    } finally {
      this.running = false;
    }
  }
}
