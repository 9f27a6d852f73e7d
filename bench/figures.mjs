// The figures of one bench run: each part records what it measured here, a figure that is not a
// number (NaN, undefined) or a rate of zero operations stops the run, and BENCH_JSON=<file>
// gets them all as one JSON object at the end. A bench that measures nothing must not pass.
import { writeFileSync } from 'node:fs';

export class EmptyFigure extends Error {}

/** Rates (`..._per_s`) and ratios must be above zero: zero means nothing was measured. */
const mustBePositive = (path) => /(per_s|rps|ratio)$/.test(path);

const check = (path, value) => {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new EmptyFigure(`figura non misurata / figure not measured: ${path} = ${value}`);
    if (mustBePositive(path) && value <= 0) throw new EmptyFigure(`nessuna operazione misurata / zero operations measured: ${path} = ${value}`);
    return;
  }
  if (value === null || value === undefined) throw new EmptyFigure(`figura mancante / figure missing: ${path}`);
  if (Array.isArray(value)) return value.forEach((v, i) => check(`${path}[${i}]`, v));
  if (typeof value === 'object') return Object.entries(value).forEach(([k, v]) => check(`${path}.${k}`, v));
  if (typeof value !== 'string' && typeof value !== 'boolean') throw new EmptyFigure(`figura di tipo inatteso / unexpected figure: ${path}`);
};

/** A collector of figures; the bench uses the one below, the unit spec makes its own. */
export const figureBook = () => {
  const figures = {};
  return {
    /** Records `value` under `key` once checked; returns it. */
    record(key, value) {
      check(key, value);
      figures[key] = value;
      return value;
    },
    /** Keeps a part's detail as it is (its own figures were recorded and checked one by one). */
    keep(key, value) {
      figures[key] = value;
      return value;
    },
    all: () => ({ ...figures }),
    /** Writes every figure recorded, as one JSON object, to `file`. */
    write(file) {
      writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
    },
  };
};

export const figures = figureBook();
export const record = (key, value) => figures.record(key, value);
export const keep = (key, value) => figures.keep(key, value);
