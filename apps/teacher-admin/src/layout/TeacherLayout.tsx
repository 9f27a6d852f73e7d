import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal, usePermissions } from 'react-admin';
import { Typography } from '@mui/material';
import { A11yStyles } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import { AccountantMenu } from '../accountant/AccountantMenu';
import { useConsoleTabTitle } from './tabTitle';
import { TeacherMenu } from './TeacherMenu';
import { TeacherUserMenu } from './TeacherUserMenu';

const TeacherAppBar = () => {
  const { permissions } = usePermissions();
  return (
    <AppBar color="primary" userMenu={<TeacherUserMenu />}>
      <TitlePortal />
      <Typography variant="body2" sx={{ opacity: 0.8, display: { xs: 'none', md: 'block' }, mr: 2 }}>
        {permissions === 'accountant' ? adminIt.accountant.appTitle : adminIt.appTitle}
      </Typography>
    </AppBar>
  );
};

/** The teacher's console; the accountant gets their own read-only menu. */
export const TeacherLayout = ({ children }: { children: ReactNode }) => {
  const { permissions } = usePermissions();
  useConsoleTabTitle(permissions === 'accountant');
  return (
    <Layout appBar={TeacherAppBar} menu={permissions === 'accountant' ? AccountantMenu : TeacherMenu}>
      <A11yStyles />
      {children}
    </Layout>
  );
};
