import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/_auth/lista-coupon')({
  component: () => <PlaceholderPage title={ui.pages.coupons} />,
});
