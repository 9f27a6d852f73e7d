import { Injectable } from '@nestjs/common';
import type { GoogleStatus } from '@lavagna/contracts';
import { GoogleClients } from '../client/google-clients.js';
import { GoogleConnectionQuery } from '../projections/google-connection/google-connection.query.js';

/** What the console shows of a teacher's connection (spec: isConnected, googleEmail, calendars). */
@Injectable()
export class GoogleStatusReader {
  constructor(
    private readonly connections: GoogleConnectionQuery,
    private readonly clients: GoogleClients,
  ) {}

  async of(teacherId: string): Promise<GoogleStatus> {
    const row = await this.connections.of(teacherId);
    const connected = row?.state === 'connected';
    return {
      configured: this.clients.config !== null,
      isConnected: connected,
      state: row?.state ?? 'never',
      googleEmail: connected ? row.googleEmail : null,
      calendars: connected ? row.calendars : [],
      redirectUri: this.clients.redirectUri,
    };
  }
}
