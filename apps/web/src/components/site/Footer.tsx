import { Box, Container, Divider, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { resetConsent } from '../../analytics/consent';
import { home } from '../../content/home';
import { ui } from '../../i18n/it';
import { siteProfileQueryOptions } from '../../queries/site';
import { ContactRow } from './ContactRow';

/**
 * The footer of the home and bio pages: logo, the individual entrepreneur's legal name, address
 * and tax ids, contacts, copyright, the legal pages and the link that asks the cookie question again.
 */
export function Footer() {
  const { data: profile } = useSuspenseQuery(siteProfileQueryOptions);
  const { footer } = home;
  return (
    <Box component="footer" sx={{ bgcolor: '#1d2939', color: '#e8edf5', mt: 6, py: 4 }}>
      <Container maxWidth="lg">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ justifyContent: 'space-between' }}>
          <Stack spacing={1}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <img src="/images/logo.svg" alt="" width={40} height={40} />
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem' }}>
                {ui.brand}
              </Typography>
            </Stack>
            {profile.legalName && (
              <Box component="address" sx={{ fontStyle: 'normal', lineHeight: 1.7 }}>
                <div>{`${profile.legalName} · ${footer.entrepreneur}`}</div>
                <div>{profile.address}</div>
                <div>{`${footer.vatLabel} ${profile.vatNumber} · ${footer.taxCodeLabel} ${profile.taxCode}`}</div>
                {profile.email && (
                  <MuiLink href={`mailto:${profile.email}`} color="inherit">
                    {profile.email}
                  </MuiLink>
                )}
              </Box>
            )}
          </Stack>
          <Stack spacing={1} sx={{ alignItems: { md: 'flex-end' } }}>
            <ContactRow profile={profile} color="inherit" />
            <Stack component="nav" aria-label={ui.site.legalNav} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 2 }}>
              <MuiLink component={Link} to="/privacy-policy" color="inherit">
                {footer.privacy}
              </MuiLink>
              <MuiLink component={Link} to="/condizioni-uso" color="inherit">
                {footer.terms}
              </MuiLink>
              <MuiLink component="button" type="button" color="inherit" onClick={resetConsent} data-island="reset-consent" sx={{ textAlign: 'left', font: 'inherit' }}>
                {footer.cookies}
              </MuiLink>
            </Stack>
          </Stack>
        </Stack>
        <Divider sx={{ borderColor: 'rgba(255,255,255,0.15)', my: 2 }} />
        <Typography variant="body2">{footer.copyright(profile.legalName || ui.brand)}</Typography>
      </Container>
    </Box>
  );
}
