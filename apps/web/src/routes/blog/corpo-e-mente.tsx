import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/blog/corpo-e-mente')({
  component: () => <PlaceholderPage title={ui.pages.blogMind} subtitle={ui.pages.blogMindSub} />,
});
