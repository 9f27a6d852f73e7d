import DescriptionIcon from '@mui/icons-material/Description';
import { InvoiceList } from './InvoiceList';

/** The invoices issued for payments received: a read model of /api/admin/invoices. */
export default {
  list: InvoiceList,
  icon: DescriptionIcon,
};
