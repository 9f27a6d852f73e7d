import type { ReactNode } from 'react';
import { usePalette } from './Frame';

/** A miniature of the week grid: a time column, day columns of half-hour rows. */
export const G = { left: 40, top: 10, header: 22, colW: 68, cols: 4, rowH: 21, rows: 6 };

const colX = (col: number) => G.left + col * G.colW;
const rowY = (row: number) => G.top + G.header + row * G.rowH;

/** The rectangle of `span` half hours from `row` in day `col`, inset like the real blocks. */
export const cell = (col: number, row: number, span = 1) => ({
  x: colX(col) + 2,
  y: rowY(row) + 1.5,
  width: G.colW - 4,
  height: span * G.rowH - 3,
});

export function TimeColumn({ from = 15 }: { from?: number }) {
  const p = usePalette();
  return (
    <g>
      {Array.from({ length: G.rows }, (_, r) => (
        <text key={r} x={G.left - 5} y={rowY(r) + 14} fontSize={9} textAnchor="end" fill={p.muted}>
          {`${from + Math.floor(r / 2)}:${r % 2 ? '30' : '00'}`}
        </text>
      ))}
    </g>
  );
}

/** Day headers and empty cells; `unavailable` lists [col, row] cells outside the teacher's hours. */
export function DayColumns({ days, unavailable = [] }: { days: string[]; unavailable?: [number, number][] }) {
  const p = usePalette();
  return (
    <g>
      {days.map((day, c) => (
        <g key={`${day}-${c}`}>
          <text x={colX(c) + G.colW / 2} y={G.top + 15} fontSize={10} fontWeight={700} textAnchor="middle" fill={p.text}>
            {day}
          </text>
          <rect x={colX(c)} y={rowY(0)} width={G.colW} height={G.rows * G.rowH} fill={p.paper} stroke={p.line} />
          {Array.from({ length: G.rows - 1 }, (_, r) => (
            <line key={r} x1={colX(c)} x2={colX(c) + G.colW} y1={rowY(r + 1)} y2={rowY(r + 1)} stroke={p.line} strokeWidth={0.6} />
          ))}
        </g>
      ))}
      {unavailable.map(([c, r]) => (
        <rect key={`${c}-${r}`} x={colX(c) + 0.5} y={rowY(r) + 0.5} width={G.colW - 1} height={G.rowH - 1} fill={p.unavailable} />
      ))}
    </g>
  );
}

interface BlockProps {
  col: number;
  row: number;
  span: number;
  fill: string;
  label?: string;
  sub?: string;
  className?: string;
  children?: ReactNode;
}

/** A lesson, an event or a pick on the miniature grid. */
export function Block({ col, row, span, fill, label, sub, className, children }: BlockProps) {
  const r = cell(col, row, span);
  return (
    <g className={className}>
      <rect {...r} rx={4} fill={fill} />
      {label && (
        <text x={r.x + 4} y={r.y + 11} fontSize={8} fontWeight={700} fill="#fff">
          {label}
        </text>
      )}
      {sub && (
        <text x={r.x + 4} y={r.y + 21} fontSize={7.5} fill="#fff">
          {sub}
        </text>
      )}
      {children}
    </g>
  );
}

/** A mouse pointer whose tip is at (x, y); it glides in when animated. */
export function Cursor({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <g className="point">
        <path d="M0 0 L0 15 L4 11 L7 18 L10 16.5 L7 10 L12 10 Z" fill="#1d2939" stroke="#fff" strokeWidth={1.2} strokeLinejoin="round" />
      </g>
    </g>
  );
}

/** A small round button (+, −, ×) as drawn on a pick. */
export function RoundButton({ x, y, glyph, className }: { x: number; y: number; glyph: string; className?: string }) {
  return (
    <g className={className}>
      <circle cx={x} cy={y} r={6.5} fill="#fff" fillOpacity={0.25} stroke="#fff" strokeWidth={0.8} />
      <text x={x} y={y + 3.2} fontSize={10} fontWeight={700} textAnchor="middle" fill="#fff">
        {glyph}
      </text>
    </g>
  );
}
