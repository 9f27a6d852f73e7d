import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../components/PlaceholderPage';
import { ui } from '../i18n/it';

export const Route = createFileRoute('/pagina-principale-blog')({
  component: () => <PlaceholderPage title={ui.pages.blogHome} />,
});
