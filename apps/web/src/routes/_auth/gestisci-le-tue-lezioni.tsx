import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/_auth/gestisci-le-tue-lezioni')({
  component: () => <PlaceholderPage title={ui.pages.manageLessons} />,
});
