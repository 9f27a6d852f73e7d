import { DEFAULT_HOURLY_RATE_CENTS, priceOfMinutes, splitByRegime } from '@lavagna/domain';
import { formatEuro } from '@lavagna/format';
import { ui } from '../../../i18n/it';
import { useFiscalTerms } from '../../../queries/site';
import { Frame, usePalette } from './Frame';
import { Cursor } from './grid';

type Palette = ReturnType<typeof usePalette>;

function Card({ x, y, w, h, p }: { x: number; y: number; w: number; h: number; p: Palette }) {
  return <rect x={x} y={y} width={w} height={h} rx={8} fill={p.paper} stroke={p.line} />;
}

/** A label on the left and an amount on the right of a summary line. */
function Line(props: { x: number; y: number; w: number; label: string; value: string; p: Palette; bold?: boolean; color?: string }) {
  const { x, y, w, label, value, p, bold = false, color } = props;
  return (
    <g fontSize={9} fontWeight={bold ? 700 : 400} fill={color ?? (bold ? p.text : p.muted)}>
      <text x={x} y={y}>{label}</text>
      <text x={x + w} y={y} textAnchor="end">{value}</text>
    </g>
  );
}

/** The summary drawn: 1,5 + 1 hours at the standard rate, split as the teacher's regime splits it. */
const DRAWN_MINUTES = 150;

export function Payment() {
  const p = usePalette();
  const { regime } = useFiscalTerms();
  const { gross, vat } = splitByRegime(priceOfMinutes(DRAWN_MINUTES, DEFAULT_HOURLY_RATE_CENTS), regime);
  return (
    <Frame>
      <Card x={12} y={14} w={172} h={152} p={p} />
      <text x={24} y={34} fontSize={10.5} fontWeight={700} fill={p.text}>Riepilogo</text>
      <Line x={24} y={56} w={148} label="Mer 15 · 15:30 - 17:00" value="1,5 ore" p={p} />
      <Line x={24} y={74} w={148} label="Ven 17 · 10:00 - 11:00" value="1 ora" p={p} />
      <line x1={24} x2={172} y1={88} y2={88} stroke={p.line} />
      <Line x={24} y={106} w={148} label="Totale" value={formatEuro(gross)} p={p} bold />
      <Line x={24} y={122} w={148} label={regime === 'RF01' ? ui.payment.vat : ui.payment.noVatShort} value={regime === 'RF01' ? formatEuro(vat) : ''} p={p} />
      <circle cx={254} cy={40} r={14} fill="none" stroke={p.line} strokeWidth={4} />
      <circle cx={254} cy={40} r={14} fill="none" stroke={p.pick} strokeWidth={4} strokeDasharray={88} transform="rotate(-90 254 40)" className="drain" />
      <text x={254} y={43.5} fontSize={9} fontWeight={700} textAnchor="middle" fill={p.text}>15</text>
      <text x={254} y={70} fontSize={8.5} textAnchor="middle" fill={p.muted}>minuti per pagare</text>
      <g className="pulse">
        <rect x={200} y={90} width={108} height={26} rx={13} fill="#ffc439" />
        <text x={254} y={107} fontSize={11} fontWeight={700} fontStyle="italic" textAnchor="middle" fill="#003087">PayPal</text>
      </g>
      <rect x={200} y={124} width={108} height={26} rx={13} fill="#2c2e2f" />
      <text x={254} y={141} fontSize={9.5} fontWeight={700} textAnchor="middle" fill="#fff">Carta di credito</text>
      <Cursor x={280} y={106} />
    </Frame>
  );
}

export function CancelCoupon() {
  const p = usePalette();
  return (
    <Frame>
      <g className="fade">
        <Card x={14} y={46} w={124} h={84} p={p} />
        <rect x={14} y={46} width={6} height={84} rx={3} fill={p.paid} />
        <text x={28} y={66} fontSize={10} fontWeight={700} fill={p.text}>Lunedì 13</text>
        <text x={28} y={81} fontSize={9} fill={p.muted}>10:00 - 11:00</text>
        <rect x={28} y={89} width={56} height={14} rx={7} fill={p.paid} />
        <text x={56} y={99} fontSize={7.5} fontWeight={700} textAnchor="middle" fill="#fff">Confermata</text>
        <text x={28} y={121} fontSize={8.5} fontWeight={700} fill={p.editing}>Cancella Lezione</text>
      </g>
      <g className="appear" stroke={p.editing} strokeWidth={3} strokeLinecap="round">
        <line x1={96} y1={58} x2={124} y2={86} />
        <line x1={124} y1={58} x2={96} y2={86} />
      </g>
      <path d="M146 88 L176 88" stroke={p.muted} strokeWidth={1.5} strokeDasharray="5 5" className="march" />
      <path d="M171 83 L177 88 L171 93" fill="none" stroke={p.muted} strokeWidth={1.5} />
      <g transform="translate(184 40)">
        <g className="rise">
          <path d="M0 8 a8 8 0 0 1 8 -8 h112 a8 8 0 0 1 8 8 v26 a10 10 0 0 0 0 20 v26 a8 8 0 0 1 -8 8 h-112 a8 8 0 0 1 -8 -8 v-26 a10 10 0 0 0 0 -20 z" fill={p.coupon} />
          <line x1={34} y1={6} x2={34} y2={82} stroke="#fff" strokeDasharray="3 3" />
          <text x={17} y={48} fontSize={8} fontWeight={700} fill="#fff" textAnchor="middle" transform="rotate(-90 17 45)">COUPON</text>
          <text x={80} y={36} fontSize={16} fontWeight={800} fill="#fff" textAnchor="middle">25,00 €</text>
          <text x={80} y={54} fontSize={8.5} fill="#fff" textAnchor="middle">LAV-7Q2M</text>
          <text x={80} y={72} fontSize={8.5} fontWeight={700} fill="#fff" textAnchor="middle">valido 2 mesi</text>
        </g>
      </g>
      <g transform="translate(232 14)" fill="none" stroke={p.muted} strokeWidth={1.3}>
        <rect width={30} height={18} rx={2} />
        <path d="M0 1 L15 11 L30 1" />
      </g>
    </Frame>
  );
}

export function UseCoupon() {
  const p = usePalette();
  return (
    <Frame>
      <Card x={12} y={8} w={296} h={164} p={p} />
      <text x={24} y={27} fontSize={10.5} fontWeight={700} fill={p.text}>Usa Coupon Sconto</text>
      <rect x={24} y={36} width={150} height={24} rx={5} fill={p.paper} stroke={p.muted} />
      <text x={32} y={52} fontSize={10} fontWeight={700} letterSpacing={1} fill={p.text}>LAV-7Q2M</text>
      <line x1={90} x2={90} y1={41} y2={55} stroke={p.text} className="pulse" />
      <g className="pulse">
        <rect x={182} y={36} width={114} height={24} rx={5} fill={p.pick} />
        <text x={239} y={52} fontSize={9.5} fontWeight={700} textAnchor="middle" fill={p.onPick}>Applica Sconto</text>
      </g>
      <Line x={24} y={84} w={272} label="Totale" value="25,00 €" p={p} />
      <g className="late">
        <line x1={258} x2={298} y1={81} y2={81} stroke={p.editing} strokeWidth={1.5} />
        <Line x={24} y={102} w={272} label="Coupon LAV-7Q2M" value="− 25,00 €" p={p} color={p.paid} />
        <line x1={24} x2={296} y1={110} y2={110} stroke={p.line} />
        <Line x={24} y={126} w={272} label="Da pagare" value="0,00 €" p={p} bold />
        <rect x={24} y={138} width={272} height={24} rx={5} fill={p.paid} />
        <text x={160} y={154} fontSize={10} fontWeight={700} textAnchor="middle" fill="#fff">Conferma la Prenotazione</text>
      </g>
    </Frame>
  );
}
