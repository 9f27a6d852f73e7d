import { createFileRoute } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/blog/viaggiare-e-studiare')({
  component: () => <PlaceholderPage title={ui.pages.blogTravel} subtitle={ui.pages.blogTravelSub} />,
});
