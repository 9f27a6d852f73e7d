export { DeparturesModule } from './departures.module.js';
