import PaymentsIcon from '@mui/icons-material/Payments';
import { PaymentList } from './PaymentList';
import { PaymentShow } from './PaymentShow';

/** Payments received: a read model of /api/admin/payments. */
export default {
  list: PaymentList,
  show: PaymentShow,
  icon: PaymentsIcon,
};
