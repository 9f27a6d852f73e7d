import { Box, Container } from '@mui/material';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { InstructionsProvider } from '../components/instructions/InstructionsProvider';
import { Navbar } from '../components/navbar/Navbar';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <InstructionsProvider>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Navbar />
        <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Container>
      </Box>
    </InstructionsProvider>
  );
}
