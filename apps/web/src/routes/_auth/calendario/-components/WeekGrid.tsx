import { it } from '@lavagna/contracts';
import { Box, CircularProgress, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { Block } from '../../../../calendar/blocks';
import { SLOTS, slotTime } from '../../../../calendar/week';
import { dayParts } from '../../../../calendar/rome';
import type { Selection } from '../../../../calendar/picks';
import { ui } from '../../../../i18n/it';
import { EventBlock, GridCell, PickBlock } from './GridItems';

const ROW = 28;

interface Props {
  days: string[];
  blocks: Block[];
  picks: Selection[];
  isFree: (day: string, slot: number) => boolean;
  resizable: boolean;
  loading: boolean;
  onCell: (day: string, slot: number) => void;
  onExtend: (day: string) => void;
  onShorten: (day: string) => void;
  onRemove: (day: string) => void;
}

/** One column of half hours per day: events and picks span their rows, every other half hour is a button. */
function DayColumn({ column, day, props }: { column: number; day: string; props: Props }) {
  const items: ReactNode[] = [];
  for (let slot = 0; slot < SLOTS; ) {
    const block = props.blocks.find((b) => b.day === day && b.startSlot === slot);
    const pick = props.picks.find((p) => p.day === day && p.startSlot === slot);
    if (block) {
      items.push(<EventBlock key={slot} column={column} block={block} />);
      slot += block.slots;
    } else if (pick) {
      items.push(
        <PickBlock
          key={slot}
          column={column}
          pick={pick}
          resizable={props.resizable}
          onExtend={() => props.onExtend(day)}
          onShorten={() => props.onShorten(day)}
          onRemove={() => props.onRemove(day)}
        />,
      );
      slot += pick.slots;
    } else {
      const at = slot;
      items.push(<GridCell key={slot} column={column} day={day} slot={slot} free={props.isFree(day, slot)} onClick={() => props.onCell(day, at)} />);
      slot += 1;
    }
  }
  return <>{items}</>;
}

export function WeekGrid(props: Props) {
  const { days, loading } = props;
  return (
    <Paper variant="outlined" sx={{ position: 'relative', overflow: 'hidden' }}>
      <Box
        role="group"
        aria-label={ui.calendar.grid}
        aria-busy={loading}
        sx={{ display: 'grid', gridTemplateColumns: `52px repeat(${days.length}, minmax(0, 1fr))`, gridTemplateRows: `auto repeat(${SLOTS}, ${ROW}px)` }}
      >
        <Box sx={{ gridColumn: 1, gridRow: 1, borderBottom: 1, borderColor: 'divider' }} />
        {days.map((day, i) => {
          const p = dayParts(day);
          return (
            <Box key={day} component="h3" sx={{ gridColumn: i + 2, gridRow: 1, m: 0, py: 1, textAlign: 'center', borderBottom: 1, borderLeft: 1, borderColor: 'divider' }}>
              <Typography variant="body2" component="span" display="block" fontWeight={700}>
                {p.weekday}
              </Typography>
              <Typography variant="body2" component="span" display="block" color="text.secondary">
                {p.date}
              </Typography>
            </Box>
          );
        })}
        {Array.from({ length: SLOTS }, (_, slot) => (
          <Typography key={slot} variant="caption" color="text.secondary" aria-hidden sx={{ gridColumn: 1, gridRow: slot + 2, textAlign: 'right', pr: 1, lineHeight: `${ROW}px`, opacity: slot % 2 ? 0.6 : 1 }}>
            {slotTime(slot)}
          </Typography>
        ))}
        {days.map((day, i) => (
          <DayColumn key={day} column={i} day={day} props={props} />
        ))}
        {days.map((day, i) => (
          <Box key={`line-${day}`} sx={{ gridColumn: i + 2, gridRow: `2 / span ${SLOTS}`, borderLeft: 1, borderColor: 'divider', pointerEvents: 'none' }} />
        ))}
      </Box>
      {loading && (
        <Box role="status" sx={{ position: 'absolute', inset: 0, zIndex: 2, bgcolor: 'rgba(255,255,255,0.75)', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
          <CircularProgress aria-hidden />
          <Typography>{it.calendar.loading}</Typography>
        </Box>
      )}
    </Paper>
  );
}
