import { AppBar, Box, Button, Container, IconButton, Menu, MenuItem, Toolbar, Typography } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ui } from '../../i18n/it';
import { useSession } from '../../queries/session';
import { UserMenu } from './UserMenu';

const pageLinks = [
  { to: '/calendario', label: ui.nav.book },
  { to: '/pagina-principale-blog', label: ui.nav.blog },
] as const;

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
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
            {pageLinks.map((l) => (
              <MenuItem key={l.to} component={Link} to={l.to} onClick={() => setAnchor(null)}>
                {l.label}
              </MenuItem>
            ))}
          </Menu>
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
            <UserMenu session={session} />
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
