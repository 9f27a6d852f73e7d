export type { DueWork, JobResult, TimedJob } from './timed-job.js';
export { TimedWork } from './timed-work.js';
export { TimedWorkModule } from './timed-work.module.js';
export { timedWorkStatements } from './timed-work.tables.js';
