/**
 * A one-line progress bar on stderr ("[#####-----] 52% 520.000/1.000.000 eventi, 61.000/s"),
 * redrawn at most ten times a second; a plain line every two seconds when stderr is not a terminal.
 * The total may be given later, with the first update, by whoever learns it.
 */
export const progressBar = (label: string, total = 0, stream: NodeJS.WriteStream = process.stderr) => {
  const started = Date.now();
  let last = 0;
  const format = (n: number) => n.toLocaleString('it-IT');
  const line = (done: number) => {
    const ratio = total > 0 ? Math.min(1, done / total) : 1;
    const width = 30;
    const filled = Math.round(ratio * width);
    const seconds = Math.max(0.001, (Date.now() - started) / 1000);
    return `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${Math.floor(ratio * 100)}% ${format(done)}/${format(total)} eventi, ${format(Math.round(done / seconds))}/s`;
  };
  return {
    update(done: number, newTotal = total) {
      total = newTotal;
      const now = Date.now();
      if (now - last < (stream.isTTY ? 100 : 2_000) && done < total) return;
      last = now;
      if (stream.isTTY) stream.write(`\r${line(done)}`);
      else stream.write(`${line(done)}\n`);
    },
    done(done: number) {
      if (done === 0 && total === 0) return;
      stream.write(stream.isTTY ? `\r${line(done)}\n` : `${line(done)}\n`);
    },
  };
};
