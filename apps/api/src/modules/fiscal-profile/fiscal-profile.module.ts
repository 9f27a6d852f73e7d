import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { SessionsModule } from '../sessions/index.js';
import { fiscalProfileProjection } from './projections/fiscal-profile/fiscal-profile.projection.js';
import { FiscalProfileQuery } from './projections/fiscal-profile/fiscal-profile.query.js';
import { fiscalProfileTables } from './projections/fiscal-profile/fiscal-profile.tables.js';
import { ReadFiscalTermsController } from './read-fiscal-terms/read-fiscal-terms.http.controller.js';
import { SetFiscalProfileHandler } from './set-fiscal-profile/set-fiscal-profile.handler.js';
import { FiscalProfileController } from './set-fiscal-profile/set-fiscal-profile.http.controller.js';
import { fiscalProfileStream } from './streams.js';

const commandHandlers = [SetFiscalProfileHandler];
const queries = [FiscalProfileQuery];

/** The teacher's fiscal profile (regime, tax ids, address, invoice series): the terms every payment is priced under. */
@Module({
  imports: [AccountsModule, SessionsModule],
  providers: [fiscalProfileStream, ...commandHandlers, ...queries],
  controllers: [FiscalProfileController, ReadFiscalTermsController],
  exports: [...queries, fiscalProfileStream],
})
export class FiscalProfileModule {
  static projections = [fiscalProfileProjection];
  static readModels = [fiscalProfileTables];
}
