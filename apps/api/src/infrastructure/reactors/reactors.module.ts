import { Global, Module } from '@nestjs/common';
import { LogFeed } from './log-feed.js';
import { ReactorRunner } from './reactor-runner.js';

/** The log's tail in this process (LogFeed) and the checkpointed side effects on it (ReactorRunner). */
@Global()
@Module({ providers: [LogFeed, ReactorRunner], exports: [LogFeed, ReactorRunner] })
export class ReactorsModule {}
