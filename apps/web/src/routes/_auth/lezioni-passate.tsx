import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/_auth/lezioni-passate')({
  component: () => <PlaceholderPage title={ui.pages.pastLessons} />,
});
