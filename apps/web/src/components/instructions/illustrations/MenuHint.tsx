import { Frame, usePalette } from './Frame';
import { Cursor } from './grid';

const HEIGHT = 124;

/** The navbar with the user menu open on 'Funzionalità del Sito'. */
export function MenuHint() {
  const p = usePalette();
  const bar = (y: number, w: number) => <rect x={184} y={y} width={w} height={6} rx={3} fill={p.line} />;
  return (
    <Frame height={HEIGHT}>
      <rect x={0} y={0} width={320} height={30} fill={p.pick} />
      <text x={12} y={20} fontSize={12} fontWeight={800} fill={p.onPick}>Lavagna</text>
      <circle cx={298} cy={15} r={10} fill="#1f4f88" className="pulse" />
      <circle cx={298} cy={12} r={3.5} fill="#fff" />
      <path d="M291 21.5 a7 6 0 0 1 14 0" fill="#fff" />
      <rect x={172} y={36} width={140} height={82} rx={6} fill={p.paper} stroke={p.line} />
      {bar(46, 96)}
      {bar(62, 70)}
      <rect x={176} y={74} width={132} height={20} rx={4} fill={p.pick} fillOpacity={0.15} className="pulse" />
      <text x={184} y={88} fontSize={10} fontWeight={700} fill={p.pick}>Funzionalità del Sito</text>
      {bar(104, 36)}
      <Cursor x={282} y={86} />
    </Frame>
  );
}
