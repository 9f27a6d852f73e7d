import { Menu } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import SchoolIcon from '@mui/icons-material/School';
import HistoryIcon from '@mui/icons-material/History';
import VerifiedIcon from '@mui/icons-material/Verified';
import BadgeIcon from '@mui/icons-material/Badge';
import { adminIt } from '../i18n/it';

/** Teacher navigation: Calendario, Studenti (count and picker), Pagamenti, Dati Fiscali, Fatture, Dati di fatturazione, Recensioni. */
export const TeacherMenu = () => (
  <Menu>
    <Menu.Item to="/teacher-calendar" primaryText={adminIt.menu.calendar} leftIcon={<EventIcon />} />
    <Menu.Item to="/teacher-students-list" primaryText={adminIt.menu.students} leftIcon={<SchoolIcon />} />
    <Menu.ResourceItem name="payments" />
    <Menu.Item to="/teacher-fisca-linfo" primaryText={adminIt.menu.fiscal} leftIcon={<ReceiptLongIcon />} />
    <Menu.ResourceItem name="invoices" />
    <Menu.Item to="/teacher-fiscal-profile" primaryText={adminIt.menu.fiscalProfile} leftIcon={<RequestQuoteIcon />} />
    <Menu.ResourceItem name="reviews" />
    <Menu.Item to="/report-a-una-data" primaryText={adminIt.accountant.menu.asOf} leftIcon={<HistoryIcon />} />
    <Menu.Item to="/integrita-registro" primaryText={adminIt.accountant.menu.chain} leftIcon={<VerifiedIcon />} />
    <Menu.Item to="/teacher-accountants" primaryText={adminIt.accountant.menu.accountants} leftIcon={<BadgeIcon />} />
  </Menu>
);
