import { it, type CouponView } from '@lavagna/contracts';
import { formatEuro, romeDate } from '@lavagna/format';
import CheckIcon from '@mui/icons-material/Check';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, IconButton, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { payUi } from '../../i18n/it';
import { useToast } from '../toast/useToast';
import { wireCents } from './cart';

/** How long 'Codice copiato' stays. */
export const COPIED_MS = 1500;

/** The active coupons: value, code (with a copy button) and expiry, Italian formats; with `onGive`, a 'Regala' button each. */
export function CouponTable({ coupons, onGive }: { coupons: CouponView[]; onGive?: (code: string) => void }) {
  const toast = useToast();
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const copy = async (code: string) => {
    try {
      await navigator.clipboard.writeText(code);
      setCopied(code);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(null), COPIED_MS);
    } catch {
      toast.error(payUi.couponList.copyError);
    }
  };

  return (
    <TableContainer>
      <Table aria-label={it.coupons.title}>
        <TableHead>
          <TableRow>
            <TableCell>{payUi.couponList.value}</TableCell>
            <TableCell>{payUi.couponList.code}</TableCell>
            <TableCell>{payUi.couponList.expiry}</TableCell>
            {onGive && <TableCell>{payUi.couponList.gift}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {coupons.map((c) => (
            <TableRow key={c.code}>
              <TableCell sx={{ fontWeight: 700 }}>{formatEuro(wireCents(c.value))}</TableCell>
              <TableCell>
                <Typography component="span" sx={{ fontFamily: 'monospace', fontSize: '1rem', letterSpacing: 0.5 }}>
                  {c.code}
                </Typography>
                <Tooltip title={payUi.couponList.copy(c.code)}>
                  <IconButton size="small" aria-label={payUi.couponList.copy(c.code)} onClick={() => void copy(c.code)} sx={{ ml: 1 }}>
                    {copied === c.code ? <CheckIcon fontSize="small" color="success" /> : <ContentCopyIcon fontSize="small" />}
                  </IconButton>
                </Tooltip>
                {copied === c.code && (
                  <Typography component="span" role="status" variant="body2" color="success.main" sx={{ ml: 0.5 }}>
                    {payUi.couponList.copied}
                  </Typography>
                )}
              </TableCell>
              <TableCell>{romeDate(c.expirationDate)}</TableCell>
              {onGive && (
                <TableCell>
                  <Button size="small" variant="outlined" aria-label={it.coupons.giveTitle.replace('{code}', c.code)} onClick={() => onGive(c.code)}>
                    {it.coupons.give}
                  </Button>
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
