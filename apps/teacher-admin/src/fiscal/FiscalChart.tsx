import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { FiscalReportView } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import { formatGroupedEuro, formatWholeEuro } from '@lavagna/format';
import { adminIt } from '../i18n/it';

const t = adminIt.fiscal;

/** 'gennaio' -> 'Gen': the usual Italian three-letter month abbreviations. */
export const monthLabel = (month: string): string => `${month[0]!.toUpperCase()}${month.slice(1, 3)}`;

const euro = (value: number | null) => (value === null ? '' : formatGroupedEuro(euroToCents(value)));

/** Gross and net per month of the chosen year (and student), January first. */
export const FiscalChart = ({ report }: { report: FiscalReportView }) => {
  const title = t.chart.replace('{year}', String(report.year));
  return (
    <Box component="figure" aria-label={title} sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <BarChart
        height={300}
        xAxis={[{ scaleType: 'band', data: report.months.map((m) => monthLabel(m.month)) }]}
        yAxis={[{ valueFormatter: (v: number) => formatWholeEuro(euroToCents(Math.round(v))), width: 64 }]}
        series={[
          { data: report.months.map((m) => m.gross), label: t.gross, valueFormatter: euro },
          { data: report.months.map((m) => m.net), label: t.net, valueFormatter: euro },
        ]}
      />
    </Box>
  );
};
