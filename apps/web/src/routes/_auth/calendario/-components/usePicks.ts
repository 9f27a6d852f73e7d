import { usePicks as useWeekPicks, type PickMode } from '@lavagna/week-calendar';
import { useMemo } from 'react';
import { pickRules, type GridContext } from '../../../../calendar/picks';
import { useToast } from '../../../../components/toast/useToast';

/** The student's picks on the grid, by the student's rules; a refused action becomes a warning toast. */
export function usePicks(ctx: GridContext, mode: PickMode) {
  const toast = useToast();
  const rules = useMemo(() => pickRules(ctx, mode), [ctx, mode]);
  return useWeekPicks({ ...rules, onRefuse: toast.warning });
}
