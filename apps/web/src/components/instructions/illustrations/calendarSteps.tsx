import { Frame, usePalette } from './Frame';
import { Block, cell, Cursor, DayColumns, G, RoundButton, TimeColumn } from './grid';

const WEEK = ['Lun 13', 'Mar 14', 'Mer 15', 'Gio 16'];

/** + − × at the bottom right of a pick of `span` half hours. */
function PickControls({ col, row, span, pulsePlus = false }: { col: number; row: number; span: number; pulsePlus?: boolean }) {
  const r = cell(col, row, span);
  const y = r.y + r.height - 9;
  return (
    <>
      <RoundButton x={r.x + r.width - 38} y={y} glyph="−" />
      <RoundButton x={r.x + r.width - 23} y={y} glyph="+" className={pulsePlus ? 'pulse' : undefined} />
      <RoundButton x={r.x + r.width - 8} y={y} glyph="×" />
    </>
  );
}

export function ChooseSlots() {
  const p = usePalette();
  const pick = cell(2, 1, 2);
  return (
    <Frame>
      <TimeColumn />
      <DayColumns days={WEEK} unavailable={[[0, 0], [0, 1], [3, 4], [3, 5]]} />
      <Block col={1} row={2} span={2} fill={p.busy} />
      <Block col={3} row={0} span={3} fill={p.paid} label="Confermata" sub="15:00 - 16:30" />
      <Block col={2} row={1} span={2} fill={p.pick} label="15:30 - 16:30" className="appear">
        <PickControls col={2} row={1} span={2} />
      </Block>
      <rect x={pick.x - 2} y={pick.y - 2} width={pick.width + 4} height={pick.height + 4} rx={6} fill="none" stroke={p.pick} strokeWidth={1.5} className="pulse" />
      <Cursor x={pick.x + 6} y={pick.y + 14} />
    </Frame>
  );
}

const LENGTHS = [
  { span: 2, end: '16:30', minutes: 60, className: 'first' },
  { span: 3, end: '17:00', minutes: 90, className: 'second' },
  { span: 4, end: '17:30', minutes: 120, className: 'third' },
] as const;

export function Extend() {
  const p = usePalette();
  return (
    <Frame>
      <TimeColumn />
      <DayColumns days={WEEK} unavailable={[[3, 0], [3, 1]]} />
      <Block col={0} row={3} span={2} fill={p.busy} />
      {LENGTHS.map((l) => (
        <Block key={l.span} col={2} row={1} span={l.span} fill={p.pick} label={`15:30 - ${l.end}`} sub={`${l.minutes} minuti`} className={l.className}>
          <PickControls col={2} row={1} span={l.span} pulsePlus />
        </Block>
      ))}
    </Frame>
  );
}

const NEXT_DAYS = [...WEEK, 'Ven 17', 'Sab 18', 'Dom 19', 'Lun 20'];
const SUNDAY_OFF: [number, number][] = Array.from({ length: G.rows }, (_, r) => [6, r]);

export function Navigate() {
  const p = usePalette();
  const arrow = (x: number, glyph: string, className?: string) => (
    <g className={className}>
      <circle cx={x} cy={10} r={8} fill={p.paper} stroke={p.pick} />
      <text x={x} y={14} fontSize={12} fontWeight={700} textAnchor="middle" fill={p.pick}>
        {glyph}
      </text>
    </g>
  );
  return (
    <Frame>
      <rect x={40} y={2} width={34} height={16} rx={4} fill={p.paper} stroke={p.line} />
      <text x={57} y={13.5} fontSize={9} textAnchor="middle" fill={p.muted}>
        Oggi
      </text>
      {arrow(88, '‹')}
      {arrow(110, '›', 'pulse')}
      <g transform="translate(0 18)">
        <TimeColumn />
        <clipPath id="instructions-week-clip">
          <rect x={G.left - 0.5} y={0} width={G.colW * G.cols + 1} height={180} />
        </clipPath>
        <g clipPath="url(#instructions-week-clip)">
          <g className="slide">
            <DayColumns days={NEXT_DAYS} unavailable={SUNDAY_OFF} />
            <Block col={1} row={1} span={2} fill={p.paid} label="Confermata" />
            <Block col={3} row={3} span={2} fill={p.busy} />
            <Block col={5} row={2} span={3} fill={p.unpaid} label="Da Pagare" />
          </g>
        </g>
      </g>
    </Frame>
  );
}

export function ChangeDate() {
  const p = usePalette();
  const from = cell(0, 1, 3);
  const to = cell(2, 2, 3);
  const y1 = from.y + from.height / 2;
  const y2 = to.y + to.height / 2;
  const path = `M${from.x + from.width} ${y1} C${from.x + from.width + 40} ${y1} ${to.x - 40} ${y2} ${to.x - 4} ${y2}`;
  return (
    <Frame>
      <TimeColumn />
      <DayColumns days={WEEK} unavailable={[[3, 4], [3, 5]]} />
      <Block col={0} row={1} span={3} fill={p.editing} label="In modifica" sub="15:30 - 17:00" />
      <Block col={3} row={0} span={2} fill={p.busy} />
      <path d={path} fill="none" stroke={p.muted} strokeWidth={1.5} strokeDasharray="5 5" className="march" />
      <path d={`M${to.x - 9} ${y2 - 4} L${to.x - 3} ${y2} L${to.x - 9} ${y2 + 4}`} fill="none" stroke={p.muted} strokeWidth={1.5} />
      <Block col={2} row={2} span={3} fill={p.pick} label="16:00 - 17:30" sub="Nuova data" className="late" />
      <Cursor x={to.x + 30} y={to.y + 30} />
    </Frame>
  );
}
