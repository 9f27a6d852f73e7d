import { useMemo, useState } from 'react';
import { clickCell, resize, stillAllowed, type Judge, type Outcome, type Pick, type PickMode } from './picks.js';

interface Options {
  judge: Judge;
  mode: PickMode;
  /** Shows the judge's refusal (a toast, a notification). */
  onRefuse: (message: string) => void;
  /** A click on the cell right after a pick lengthens it (the student app) instead of adding one. */
  extendOnNextCell?: boolean;
}

/** The lessons being picked on the week, kept to what the judge allows; refusals go to `onRefuse`. */
export function usePicks({ judge, mode, onRefuse, extendOnNextCell = false }: Options) {
  const [stored, setPicks] = useState<Pick[]>([]);
  // A pick the calendar no longer allows (another student took the time, seen on reload) is dropped.
  const picks = useMemo(() => stillAllowed(stored, judge), [stored, judge]);
  const apply = (outcome: Outcome) => (outcome.ok ? setPicks(outcome.picks) : onRefuse(outcome.message));

  return {
    picks,
    click: (day: string, row: number) => apply(clickCell(picks, day, row, mode, judge, extendOnNextCell)),
    extend: (index: number) => apply(resize(picks, index, 1, judge)),
    shorten: (index: number) => apply(resize(picks, index, -1, judge)),
    canExtend: (index: number) => resize(picks, index, 1, judge).ok,
    canShorten: (index: number) => resize(picks, index, -1, judge).ok,
    remove: (index: number) => setPicks(picks.filter((_, i) => i !== index)),
    clear: () => setPicks([]),
  };
}
