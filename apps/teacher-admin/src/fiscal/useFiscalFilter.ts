import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ITALIAN_MONTHS, type ItalianMonth } from '@lavagna/contracts';
import { romeDay } from '@lavagna/domain';
import type { FiscalFilter } from './api';

/** The URL's value for 'tutti i mesi' (no month parameter means the current month). */
export const ALL_MONTHS = 'tutti';

/** Year and month of `now` in Rome. */
export const romeNow = (now: Date = new Date()): { year: number; month: ItalianMonth } => {
  const [year, month] = romeDay(now).split('-').map(Number) as [number, number];
  return { year, month: ITALIAN_MONTHS[month - 1]! };
};

const isMonth = (value: string | null): value is ItalianMonth => ITALIAN_MONTHS.includes(value as ItalianMonth);

/** `?year=2026&month=giugno&studentId=s1` -> the filter; the current Rome year and month by default. */
export const filterOf = (params: URLSearchParams, now: Date = new Date()): FiscalFilter => {
  const current = romeNow(now);
  const year = Number(params.get('year'));
  const month = params.get('month');
  return {
    year: Number.isInteger(year) && year >= 2000 && year <= 2100 ? year : current.year,
    month: month === ALL_MONTHS ? undefined : isMonth(month) ? month : current.month,
    studentId: params.get('studentId') || undefined,
  };
};

/** The report's filters live in the URL, so a report can be bookmarked, reloaded and shared. */
export const useFiscalFilter = () => {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterOf(params), [params]);
  const setFilter = useCallback(
    (next: Partial<FiscalFilter>) => {
      const merged = { ...filter, ...next };
      const search = new URLSearchParams({ year: String(merged.year), month: merged.month ?? ALL_MONTHS });
      if (merged.studentId) search.set('studentId', merged.studentId);
      setParams(search, { replace: true });
    },
    [filter, setParams],
  );
  return { filter, setFilter };
};
