import { Menu, MenuItem } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { pageLinks } from './menuItems';

/** The site's pages on a narrow screen, under the menu button. */
export function NavMenu({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) {
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {pageLinks.map((l) => (
        <MenuItem key={l.to} component={Link} to={l.to} onClick={onClose}>
          {l.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
