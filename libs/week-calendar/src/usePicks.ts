import { useMemo, useState } from 'react';
import { clickCell, resize, stillAllowed, type Outcome, type Pick, type PickRules } from './picks.js';

/** The lessons being picked on the week, kept to what the judge allows; refusals go to `onRefuse` (a toast). */
export function usePicks({ onRefuse, ...rules }: PickRules & { onRefuse: (message: string) => void }) {
  const { judge } = rules;
  const [stored, setPicks] = useState<Pick[]>([]);
  // A pick the calendar no longer allows (another student took the time, seen on reload) is dropped.
  const picks = useMemo(() => stillAllowed(stored, judge), [stored, judge]);
  const apply = (outcome: Outcome) => (outcome.ok ? setPicks(outcome.picks) : onRefuse(outcome.message));

  return {
    picks,
    click: (day: string, row: number) => apply(clickCell(picks, day, row, rules)),
    extend: (index: number) => apply(resize(picks, index, 1, judge)),
    shorten: (index: number) => apply(resize(picks, index, -1, judge)),
    canExtend: (index: number) => resize(picks, index, 1, judge).ok,
    canShorten: (index: number) => resize(picks, index, -1, judge).ok,
    remove: (index: number) => setPicks(picks.filter((_, i) => i !== index)),
    clear: () => setPicks([]),
  };
}
