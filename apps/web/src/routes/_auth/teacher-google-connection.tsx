import { createFileRoute } from '@tanstack/react-router';
import { toTeacherConsole } from '../../auth/guard';

export const Route = createFileRoute('/_auth/teacher-google-connection')({
  beforeLoad: ({ location }) => {
    throw toTeacherConsole(location.pathname);
  },
});
