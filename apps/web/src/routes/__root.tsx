import { Box, Container } from '@mui/material';
import { createRootRouteWithContext, Outlet, useMatches } from '@tanstack/react-router';
import { useEffect } from 'react';
import { readConsent, storeConsent, type Consent } from '../analytics/consent';
import { startAnalytics } from '../analytics/posthog';
import { tabTitle } from '../app/tabTitle';
import { InstructionsProvider } from '../components/instructions/InstructionsProvider';
import { Navbar } from '../components/navbar/Navbar';
import { CookieBanner } from '../components/site/CookieBanner';
import { Footer } from '../components/site/Footer';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

const choose = (consent: Consent) => {
  storeConsent(consent);
  void startAnalytics(consent);
};

function RootLayout() {
  const footer = useMatches({ select: (matches) => matches.some((m) => m.staticData.footer) });
  const title = useMatches({ select: tabTitle });
  useEffect(() => {
    // Each page names the browser tab; the public pages keep the title the server wrote in their head.
    document.title = title;
  }, [title]);
  useEffect(() => {
    // The app runs: a page the server drew now answers clicks (the browser tests wait for this mark).
    document.documentElement.setAttribute('data-app-ready', '');
    // Analytics start after the page is drawn, in the mode of the stored choice (restricted until one is made).
    void startAnalytics(readConsent());
  }, []);
  return (
    <InstructionsProvider>
      {/* First in the page, though drawn at the bottom: the keyboard meets the question before the page. */}
      <CookieBanner onChoice={choose} />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Navbar />
        <Container component="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 2, sm: 3 } }}>
          <Outlet />
        </Container>
        {footer && <Footer />}
      </Box>
    </InstructionsProvider>
  );
}
