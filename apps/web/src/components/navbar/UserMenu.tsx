import type { SessionProfile } from '@lavagna/contracts';
import { firstGrapheme, it } from '@lavagna/contracts';
import { Avatar, Divider, IconButton, ListItemIcon, Menu, MenuItem, Tooltip } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ui } from '../../i18n/it';
import { useLogout } from '../../queries/session';
import { ConfirmDialog } from '../ConfirmDialog';
import { useInstructions } from '../instructions/useInstructions';
import { studentMenuLinks } from './menuItems';

const initials = (s: SessionProfile) => `${firstGrapheme(s.name)}${firstGrapheme(s.surname)}`.toUpperCase() || '?';

export function UserMenu({ session }: { session: SessionProfile }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const instructions = useInstructions();
  const logout = useLogout();
  const close = () => setAnchor(null);
  const isTeacher = session.identity === 'teacher';

  return (
    <>
      <Tooltip title={session.fullName}>
        <IconButton
          onClick={(e) => setAnchor(e.currentTarget)}
          aria-label={ui.nav.userMenuOf(initials(session), session.fullName)}
          aria-haspopup="menu"
          aria-controls={anchor ? 'user-menu' : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          sx={{ p: 0.5 }}
        >
          <Avatar sx={{ bgcolor: 'primary.dark', width: 36, height: 36, fontSize: '0.95rem' }}>{initials(session)}</Avatar>
        </IconButton>
      </Tooltip>
      <Menu id="user-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={close} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {isTeacher ? (
          <MenuItem component="a" href="/admin/" onClick={close}>
            {ui.nav.teacherConsole}
          </MenuItem>
        ) : (
          studentMenuLinks(session).map((item) => (
            <MenuItem key={item.to} component={Link} to={item.to} onClick={close}>
              {item.label}
            </MenuItem>
          ))
        )}
        {!isTeacher && (
          <MenuItem onClick={() => { close(); instructions.open(); }}>{ui.nav.features}</MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => { close(); setConfirmLogout(true); }}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {ui.nav.logout}
        </MenuItem>
      </Menu>
      <ConfirmDialog
        open={confirmLogout}
        title={it.auth.logoutConfirm}
        confirmLabel={ui.nav.logout}
        busy={logout.isPending}
        onClose={() => setConfirmLogout(false)}
        onConfirm={() => {
          setConfirmLogout(false);
          logout.mutate(session.userId);
        }}
      />
    </>
  );
}
