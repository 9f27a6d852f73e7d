export { LogFeed, type LogListener } from './log-feed.js';
export { ReactorRunner } from './reactor-runner.js';
export type { Reactor } from './reactor.js';
export { ReactorsModule } from './reactors.module.js';
