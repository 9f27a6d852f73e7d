import { AppBar, Box, Button, Container, IconButton, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { ui } from '../../i18n/it';
import { useSession } from '../../queries/session';
import { pageLinks } from './menuItems';

// Menus load when needed: a visitor reading the public site never opens the user's.
const UserMenu = lazy(() => import('./UserMenu').then((m) => ({ default: m.UserMenu })));
const NavMenu = lazy(() => import('./NavMenu').then((m) => ({ default: m.NavMenu })));

/** Where the user menu's button will be while its code loads: same size, nothing moves. */
const UserMenuPlaceholder = () => <Box sx={{ width: 40, height: 40 }} />;

export function Navbar() {
  const session = useSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const linkMeet = session?.linkMeet;

  return (
    <AppBar position="sticky" color="primary" elevation={0}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar component="nav" aria-label="Navigazione principale" sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={ui.nav.mainMenu}
            data-island="nav-menu"
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          {anchor && (
            <Suspense fallback={null}>
              <NavMenu anchor={anchor} onClose={() => setAnchor(null)} />
            </Suspense>
          )}
          <Typography
            component={Link}
            to="/"
            variant="h6"
            sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 800, letterSpacing: 0.5, mr: 2 }}
          >
            {ui.brand}
          </Typography>
          <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1 }}>
            {pageLinks.map((l) => (
              <Button key={l.to} component={Link} to={l.to} color="inherit">
                {l.label}
              </Button>
            ))}
          </Box>
          <Box sx={{ flexGrow: 1 }} />
          {linkMeet && (
            <Button
              href={linkMeet}
              target="_blank"
              rel="noopener noreferrer"
              variant="contained"
              color="secondary"
              startIcon={<VideocamIcon />}
              size="small"
            >
              {ui.nav.joinLesson}
            </Button>
          )}
          {session ? (
            <Suspense fallback={<UserMenuPlaceholder />}>
              <UserMenu session={session} />
            </Suspense>
          ) : (
            <Button component={Link} to="/login" variant="outlined" color="inherit">
              {ui.nav.login}
            </Button>
          )}
        </Toolbar>
      </Container>
    </AppBar>
  );
}
