import { forwardRef, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { Link } from 'react-router-dom';
import { useUserMenu } from 'react-admin';

interface MenuLinkItemProps {
  to: string;
  label: string;
  icon: ReactNode;
  /** A page of the student site, outside the /admin router. */
  external?: boolean;
}

/** One entry of the user menu: closes the menu and navigates. */
export const MenuLinkItem = forwardRef<HTMLLIElement, MenuLinkItemProps>(({ to, label, icon, external }, ref) => {
  const userMenu = useUserMenu();
  const target = external ? { component: 'a' as const, href: to } : { component: Link, to };
  return (
    <MenuItem ref={ref} {...target} onClick={() => userMenu?.onClose()}>
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{label}</ListItemText>
    </MenuItem>
  );
});
MenuLinkItem.displayName = 'MenuLinkItem';
