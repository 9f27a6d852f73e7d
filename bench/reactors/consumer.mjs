// The benchmark's side of a consumer process (worker.mjs): start it, stop it, see it die.
import { fork } from 'node:child_process';

const worker = new URL('./worker.mjs', import.meta.url).pathname;

/**
 * Starts one consumer process; resolves once it runs (or was refused, e.g. by Emmett's processor
 * lock) with { startedAt, refused, stop, exited }. `stop` asks it to finish and resolves with
 * what it handled and how many of those were handed again; `exited` resolves when it is gone.
 */
export const startConsumer = (options) =>
  new Promise((resolve, reject) => {
    const child = fork(worker, [JSON.stringify(options)], { stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
    const exited = new Promise((done) => child.on('exit', (code, signal) => done({ code, signal })));
    let stopped;
    const stoppedNow = new Promise((done) => (stopped = done));
    child.on('message', (message) => {
      if (message.type === 'started') resolve({ startedAt: message.at, refused: null, stop, exited });
      if (message.type === 'refused') resolve({ startedAt: null, refused: message.reason, stop: () => exited.then(() => ({ handled: 0, duplicates: 0 })), exited });
      if (message.type === 'stopped') stopped({ handled: message.handled, duplicates: message.duplicates });
    });
    child.on('error', reject);
    exited.then(({ code, signal }) => {
      stopped({ handled: null, duplicates: null });
      reject(new Error(`consumer process ended (${code ?? signal}) before it started`));
    });
    const stop = async () => {
      if (child.exitCode === null && child.signalCode === null) child.send({ type: 'stop' });
      const counts = await stoppedNow;
      await exited;
      return counts;
    };
  });
