import { Injectable, Module, type DynamicModule, type LoggerService } from '@nestjs/common';
import { Logger as PinoNestLogger, LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';

/** Nest's own start-up chatter (a line per module and per route) is debug, not news. */
const START_UP = new Set(['NestFactory', 'InstanceLoader', 'RoutesResolver', 'RouterExplorer', 'NestApplication']);

/** Nest's logger interface over pino: every `new Logger(context)` in the app writes JSON with the request id. */
@Injectable()
export class AppLogger implements LoggerService {
  constructor(private readonly pino: PinoNestLogger) {}

  log(message: unknown, ...params: unknown[]) {
    const context = params.at(-1);
    if (typeof context === 'string' && START_UP.has(context)) this.pino.debug(message, ...params);
    else this.pino.log(message, ...params);
  }
  error(message: unknown, ...params: unknown[]) {
    this.pino.error(message, ...params);
  }
  warn(message: unknown, ...params: unknown[]) {
    this.pino.warn(message, ...params);
  }
  debug(message: unknown, ...params: unknown[]) {
    this.pino.debug(message, ...params);
  }
  verbose(message: unknown, ...params: unknown[]) {
    this.pino.verbose(message, ...params);
  }
  fatal(message: unknown, ...params: unknown[]) {
    this.pino.fatal(message, ...params);
  }
}

@Module({})
class LoggedApp {}

/**
 * The app's modules plus nestjs-pino over the request logger's pino (`useExisting`: the request
 * logger itself runs as the first Express middleware, so static files and refused bodies are
 * logged too, and nestjs-pino binds its per-request child for the code that logs).
 */
export const withLogging = (app: DynamicModule, logger: Logger): DynamicModule => ({
  module: LoggedApp,
  imports: [app, LoggerModule.forRoot({ pinoHttp: { logger }, useExisting: true })],
  providers: [AppLogger],
});
