import { Button, Paper, Stack, Typography } from '@mui/material';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { readConsent, type Consent } from '../../analytics/consent';
import { ui } from '../../i18n/it';

/**
 * The question itself. `onChoice` absent: drawn on the server for the public pages' island
 * (islands/cookieBanner.ts), which finds its buttons by `data-consent`.
 */
export function CookieQuestion({ more, onChoice }: { more: ReactNode; onChoice?: (consent: Consent) => void }) {
  return (
    <Paper
      component="section"
      role="region"
      aria-labelledby="cookie-banner-title"
      elevation={8}
      sx={{ position: 'fixed', left: { xs: 8, sm: 16 }, right: { xs: 8, sm: 'auto' }, bottom: { xs: 8, sm: 16 }, maxWidth: 520, p: 2, zIndex: (t) => t.zIndex.modal - 1 }}
    >
      <Typography id="cookie-banner-title" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {ui.cookies.title}
      </Typography>
      <Typography variant="body2">
        {ui.cookies.body} {more}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        <Button variant="outlined" data-consent="rejected" onClick={onChoice && (() => onChoice('rejected'))}>
          {ui.cookies.reject}
        </Button>
        <Button variant="contained" data-consent="accepted" onClick={onChoice && (() => onChoice('accepted'))}>
          {ui.cookies.accept}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * The cookie question: 'Accetta' or 'Rifiuta', at the bottom of every page but /login, until a
 * choice is stored. Drawn only in the browser, where the stored choice can be read. It sits under
 * any dialog (the instructions open by themselves on a first visit): a dialog's controls are never
 * covered, and the question is there again once the dialog closes.
 */
export function CookieBanner({ onChoice }: { onChoice: (consent: Consent) => void }) {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const [asking, setAsking] = useState(false);
  useEffect(() => setAsking(readConsent() === null), []);
  if (!asking || pathname === '/login') return null;

  const choose = (consent: Consent) => {
    setAsking(false);
    onChoice(consent);
  };
  return <CookieQuestion more={<Link to="/privacy-policy">{ui.cookies.more}</Link>} onChoice={choose} />;
}
