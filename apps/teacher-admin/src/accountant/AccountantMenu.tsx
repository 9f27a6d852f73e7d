import { Menu } from 'react-admin';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsIcon from '@mui/icons-material/Payments';
import VerifiedIcon from '@mui/icons-material/Verified';
import { adminIt } from '../i18n/it';

const m = adminIt.accountant.menu;

/** The accountant's desk: every entry reads, none writes. */
export const AccountantMenu = () => (
  <Menu>
    <Menu.Item to="/dati-fiscali" primaryText={m.fiscal} leftIcon={<ReceiptLongIcon />} />
    <Menu.Item to="/report-a-una-data" primaryText={m.asOf} leftIcon={<HistoryIcon />} />
    <Menu.Item to="/registro-pagamenti" primaryText={m.payments} leftIcon={<PaymentsIcon />} />
    <Menu.Item to="/integrita-registro" primaryText={m.chain} leftIcon={<VerifiedIcon />} />
    <Menu.ResourceItem name="invoices" />
  </Menu>
);
