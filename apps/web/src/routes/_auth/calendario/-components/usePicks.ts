import { rowTime, usePicks as useWeekPicks, type PickMode } from '@lavagna/week-calendar';
import { STEP } from '@lavagna/domain';
import { useEffect, useMemo, useRef } from 'react';
import { pickRules, type GridContext } from '../../../../calendar/picks';
import { cellLabel } from '../../../../calendar/week';
import { useToast } from '../../../../components/toast/useToast';
import { ui } from '../../../../i18n/it';

/**
 * The student's picks on the grid, by the student's rules. A refused action becomes a warning
 * toast and is said by the grid's live region, as is every change of the picks.
 */
export function usePicks(ctx: GridContext, mode: PickMode, announce: (text: string) => void) {
  const toast = useToast();
  const rules = useMemo(() => pickRules(ctx, mode), [ctx, mode]);
  const picks = useWeekPicks({
    ...rules,
    onRefuse: (message) => {
      toast.warning(message);
      announce(message);
    },
  });
  const summary = picks.picks.length
    ? ui.calendar.picked(picks.picks.map((p) => ui.calendar.pickedOne(`${cellLabel(p.day, p.row)} - ${rowTime(p.row + p.rows)}`, p.rows * STEP)).join('; '))
    : ui.calendar.nothingPicked;
  const said = useRef(summary);
  useEffect(() => {
    if (said.current === summary) return;
    said.current = summary;
    announce(summary);
  }, [summary, announce]);
  return picks;
}
