export { FiscalProfileModule } from './fiscal-profile.module.js';
export { FiscalProfileQuery } from './projections/fiscal-profile/fiscal-profile.query.js';
export { FISCAL_PROFILE_STREAM, type FiscalProfileStream } from './streams.js';
