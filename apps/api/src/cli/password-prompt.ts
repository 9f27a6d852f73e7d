import { createInterface } from 'node:readline';

/** Reads a line typed at the terminal without echoing it (a '*' per character). */
const hiddenLine = (question: string): Promise<string> =>
  new Promise((resolve, reject) => {
    const input = process.stdin;
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.setEncoding('utf8');
    let typed = '';
    const done = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return done();
        if (char === '\u0003') return done(new Error('annullato'));
        if (char === '\u007f' || char === '\b') {
          if (typed.length > 0) {
            typed = [...typed].slice(0, -1).join('');
            process.stderr.write('\b \b');
          }
        } else if (char >= ' ') {
          typed += char;
          process.stderr.write('*');
        }
      }
    };
    input.on('data', onData);
  });

/** The first line of a piped stdin (a password sent by a script, never echoed). */
const pipedLine = (): Promise<string> =>
  new Promise((resolve) => {
    const lines = createInterface({ input: process.stdin });
    let first: string | null = null;
    lines.once('line', (line) => {
      first = line;
      lines.close();
    });
    lines.once('close', () => resolve(first ?? ''));
  });

/**
 * A new password: from the environment variable when set, else typed twice at a hidden prompt,
 * else the first line of a piped stdin.
 */
export const readNewPassword = async (envName: string): Promise<string> => {
  const fromEnv = process.env[envName];
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) return pipedLine();
  const first = await hiddenLine('Password del docente / Teacher password: ');
  const again = await hiddenLine('Ripetila / Repeat it: ');
  if (first !== again) throw new Error('Le password non coincidono / The passwords do not match');
  return first;
};
