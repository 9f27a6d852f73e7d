import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useDataProvider, useRecordContext } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { it, type CouponView, type StudentRow } from '@lavagna/contracts';
import { euroToCents } from '@lavagna/domain';
import { formatEuro, romeDate } from '@lavagna/format';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';
import { AuditButton } from '../audit/AuditButton';
import { studentCouponsQuery } from './queries';
import { TabState } from './TabState';

const t = adminIt.coupons;

/** 'Docente', 'Lezione cancellata del 12/03/2026' for a coupon from a cancelled paid lesson, or a late payment credited. */
export const couponOrigin = (c: CouponView): string =>
  c.createdBy === 'late-payment'
    ? t.latePayment
    : c.createdBy === 'cancellation' && c.originalClass
      ? t.cancelledLesson.replace('{date}', romeDate(c.originalClass.date))
      : t.byTeacher;

const CouponTable = ({ coupons }: { coupons: CouponView[] }) => (
  <TableContainer>
    <Table size="small" aria-label={adminIt.students.tabs.coupons}>
      <TableHead>
        <TableRow>
          <TableCell>{t.value}</TableCell>
          <TableCell>{t.code}</TableCell>
          <TableCell>{t.expiry}</TableCell>
          <TableCell>{t.origin}</TableCell>
          <TableCell>{adminIt.audit.title}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {coupons.map((c) => (
          <TableRow key={c.code}>
            <TableCell sx={{ fontWeight: 700 }}>{formatEuro(euroToCents(c.value))}</TableCell>
            <TableCell>
              <Typography component="span" sx={{ fontFamily: 'monospace', letterSpacing: 0.5 }}>
                {c.code}
              </Typography>
            </TableCell>
            <TableCell>{romeDate(c.expirationDate)}</TableCell>
            <TableCell>{couponOrigin(c)}</TableCell>
            <TableCell padding="checkbox">
              <AuditButton subject="coupon" id={c.code} label={adminIt.audit.subjects.coupon.replace('{code}', c.code)} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);

/** The 'Coupon' tab: the student's active coupons. */
export const StudentCoupons = () => {
  const record = useRecordContext<StudentRow>();
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const query = useQuery({ ...studentCouponsQuery(dataProvider, record?.id ?? ''), enabled: Boolean(record) });
  return (
    <TabState {...query} errorText={it.coupons.loadError} emptyText={t.none}>
      {(coupons) => <CouponTable coupons={coupons} />}
    </TabState>
  );
};
