import { forwardRef, useState } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import ExitIcon from '@mui/icons-material/PowerSettingsNew';
import ArticleIcon from '@mui/icons-material/Article';
import ScheduleIcon from '@mui/icons-material/Schedule';
import GoogleIcon from '@mui/icons-material/Google';
import PersonIcon from '@mui/icons-material/Person';
import PublicIcon from '@mui/icons-material/Public';
import { Confirm, UserMenu, useGetIdentity, useLogout, useNotify, usePermissions, useUserMenu } from 'react-admin';
import { it } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { MenuLinkItem } from './MenuLinkItem';

const m = adminIt.menu;

const LogoutItem = forwardRef<HTMLLIElement, { onRequest: () => void }>(({ onRequest }, ref) => {
  const userMenu = useUserMenu();
  return (
    <MenuItem
      ref={ref}
      onClick={() => {
        userMenu?.onClose();
        onRequest();
      }}
    >
      <ListItemIcon>
        <ExitIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{m.logout}</ListItemText>
    </MenuItem>
  );
});
LogoutItem.displayName = 'LogoutItem';

/** Teacher menu: Blog Personale, Disponibilità Orarie, Connessione a Google, Dati Personali, Sito pubblico, Esci. */
export const TeacherUserMenu = () => {
  const [confirming, setConfirming] = useState(false);
  const logout = useLogout();
  const notify = useNotify();
  const { identity } = useGetIdentity();
  // The accountant's menu holds only the sign-out: the teacher's pages write.
  const teacher = usePermissions().permissions !== 'accountant';
  const confirmLogout = async () => {
    setConfirming(false);
    await logout();
    notify(it.auth.logoutOk, { type: 'info' });
  };
  return (
    <>
      <UserMenu label={identity?.fullName ? m.profileOf(identity.fullName) : undefined}>
        {teacher && [
          <MenuLinkItem key="blog" to="/pagina-principale-blog" label={m.blog} icon={<ArticleIcon fontSize="small" />} external />,
          <MenuLinkItem key="availabilities" to="/teacher-availabilities" label={m.availabilities} icon={<ScheduleIcon fontSize="small" />} />,
          <MenuLinkItem key="google" to="/teacher-google-connection" label={m.google} icon={<GoogleIcon fontSize="small" />} />,
          <MenuLinkItem key="personal" to="/teacher-data-modifier" label={m.personalData} icon={<PersonIcon fontSize="small" />} />,
          <MenuLinkItem key="site" to="/teacher-site" label={m.site} icon={<PublicIcon fontSize="small" />} />,
        ]}
        <LogoutItem onRequest={() => setConfirming(true)} />
      </UserMenu>
      <Confirm
        isOpen={confirming}
        title={m.logout}
        content={it.auth.logoutConfirm}
        onConfirm={confirmLogout}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
