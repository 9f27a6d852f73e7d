export { GoogleModule } from './google.module.js';
export { GoogleSync } from './sync/google-sync.service.js';
