import { Menu } from 'react-admin';
import EventIcon from '@mui/icons-material/Event';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { adminIt } from '../i18n/it';

/** Teacher navigation: Calendario, Studenti, Dati Fiscali. */
export const TeacherMenu = () => (
  <Menu>
    <Menu.Item to="/teacher-calendar" primaryText={adminIt.menu.calendar} leftIcon={<EventIcon />} />
    <Menu.ResourceItem name="students" />
    <Menu.Item to="/teacher-fisca-linfo" primaryText={adminIt.menu.fiscal} leftIcon={<ReceiptLongIcon />} />
  </Menu>
);
