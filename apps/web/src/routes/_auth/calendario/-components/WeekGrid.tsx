import { WeekGrid as Grid, type Pick, type WeekGridHandle } from '@lavagna/week-calendar';
import type { Ref } from 'react';
import type { Block } from '../../../../calendar/blocks';
import { cellLabel } from '../../../../calendar/week';
import { ui } from '../../../../i18n/it';
import { blockItem, pickItem } from './GridItems';

interface Props {
  days: string[];
  blocks: Block[];
  picks: Pick[];
  isFree: (day: string, row: number) => boolean;
  resizable: boolean;
  loading: boolean;
  announcement: string;
  onCell: (day: string, row: number) => void;
  onExtend: (index: number) => void;
  onShorten: (index: number) => void;
  onRemove: (index: number) => void;
  onActivate: (day: string, row: number) => void;
  onResize: (day: string, by: 1 | -1) => void;
  onEscape: () => void;
  onShift: (days: number) => boolean;
  handle?: Ref<WeekGridHandle>;
}

/** The student's week: the shared grid with the student's blocks (no names) and picks. */
export function WeekGrid(props: Props) {
  const { days, blocks, picks, isFree, resizable, loading, announcement, onCell, onExtend, onShorten, onRemove, onActivate, onResize, onEscape, onShift, handle } = props;
  const items = [
    ...blocks.map(blockItem),
    ...picks.map((pick, i) =>
      pickItem(pick, { resizable, onExtend: () => onExtend(i), onShorten: () => onShorten(i), onRemove: () => onRemove(i) }),
    ),
  ];
  return (
    <Grid
      days={days}
      label={ui.calendar.grid}
      cellLabel={cellLabel}
      isFree={isFree}
      onCell={onCell}
      items={items}
      loading={loading}
      help={ui.calendar.keysHelp}
      announcement={announcement}
      onActivate={onActivate}
      onResize={(day, _row, by) => onResize(day, by)}
      onEscape={onEscape}
      onShift={onShift}
      handle={handle}
    />
  );
}
