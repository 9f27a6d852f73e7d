import { useMemo, useState } from 'react';
import { clickCell, extend, shorten, stillFits, type GridContext, type Outcome, type PickMode, type Selection } from '../../../../calendar/picks';
import { useToast } from '../../../../components/toast/useToast';

/** The student's picks on the grid, with the spec's rules; a refused action becomes a warning toast. */
export function usePicks(ctx: GridContext, mode: PickMode) {
  const toast = useToast();
  const [stored, setPicks] = useState<Selection[]>([]);
  // A pick another student took meanwhile (seen on reload) is dropped.
  const picks = useMemo(() => stored.filter((p) => stillFits(ctx, stored, p)), [stored, ctx]);
  const apply = (outcome: Outcome) => (outcome.ok ? setPicks(outcome.selections) : toast.warning(outcome.message));

  return {
    picks,
    click: (day: string, slot: number) => apply(clickCell(ctx, picks, day, slot, mode)),
    extend: (day: string) => apply(extend(ctx, picks, day)),
    shorten: (day: string) => apply(shorten(picks, day)),
    remove: (day: string) => setPicks(picks.filter((p) => p.day !== day)),
    clear: () => setPicks([]),
  };
}
