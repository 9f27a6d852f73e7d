import { createFileRoute, redirect } from '@tanstack/react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { ui } from '../../i18n/it';

export const Route = createFileRoute('/_auth/calendario')({
  beforeLoad: ({ context }) => {
    if (context.session.identity === 'teacher') throw redirect({ to: '/teacher-calendar' });
  },
  component: () => <PlaceholderPage title={ui.pages.calendar} />,
});
