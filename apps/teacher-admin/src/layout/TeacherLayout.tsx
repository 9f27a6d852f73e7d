import type { ReactNode } from 'react';
import { AppBar, Layout, TitlePortal } from 'react-admin';
import { Typography } from '@mui/material';
import { A11yStyles } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import { TeacherMenu } from './TeacherMenu';
import { TeacherUserMenu } from './TeacherUserMenu';

const TeacherAppBar = () => (
  <AppBar color="primary" userMenu={<TeacherUserMenu />}>
    <TitlePortal />
    <Typography variant="body2" sx={{ opacity: 0.8, display: { xs: 'none', md: 'block' }, mr: 2 }}>
      {adminIt.appTitle}
    </Typography>
  </AppBar>
);

export const TeacherLayout = ({ children }: { children: ReactNode }) => (
  <Layout appBar={TeacherAppBar} menu={TeacherMenu}>
    <A11yStyles />
    {children}
  </Layout>
);
