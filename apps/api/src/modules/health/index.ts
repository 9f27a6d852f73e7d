export { HealthController } from './health.http.controller.js';
