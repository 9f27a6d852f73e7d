import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { MailModule } from '../mail/index.js';
import { SessionsModule } from '../sessions/index.js';
import { DeleteAccountController } from './delete-account/delete-account.http.controller.js';
import { DeleteAccountHandler } from './delete-account/delete-account.handler.js';
import { departuresProjection } from './projections/departures/departures.projection.js';
import { DeparturesQuery } from './projections/departures/departures.query.js';
import { departuresTables } from './projections/departures/departures.tables.js';
import { Departure } from './reactions/departure.reaction.js';

/**
 * Leaving: deleting an account and what follows it, a reaction to the deletion. The lessons and
 * payments steps are their modules' commands, sent on the command bus (the payments module is
 * dynamic: not imported twice).
 */
@Module({
  imports: [AccountsModule, SessionsModule, MailModule],
  providers: [DeleteAccountHandler, DeparturesQuery, Departure],
  controllers: [DeleteAccountController],
})
export class DeparturesModule {
  static projections = [departuresProjection];
  static readModels = [departuresTables];
}
