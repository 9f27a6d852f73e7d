import { Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link, type LinkProps } from '@tanstack/react-router';
import { FormCard } from '../FormCard';
import { PageLoader } from '../PageLoader';
import { it } from '@lavagna/contracts';
import { ui } from '../../i18n/it';
import { useSession } from '../../queries/session';

interface Props {
  ok: boolean;
  title: string;
  body?: string;
  /** One button onward: a page of the site, or this page again. */
  action: { label: string; to: LinkProps['to'] } | { label: string; reload: true };
}

/** Outcome of a one-time link: success or invalid, with one button onward. */
export function LandingMessage({ ok, title, body, action }: Props) {
  const Icon = ok ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <FormCard maxWidth={560}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Icon color={ok ? 'success' : 'error'} sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {body && <Typography color="text.secondary">{body}</Typography>}
        {'reload' in action ? (
          <Button onClick={() => window.location.reload()} variant="contained" size="large">
            {action.label}
          </Button>
        ) : (
          <Button component={Link} to={action.to} variant="contained" size="large">
            {action.label}
          </Button>
        )}
      </Stack>
    </FormCard>
  );
}

/** 'Il link Inviato non è valido', with a button back to the personal page when signed in, else to the login. */
export function LinkInvalid() {
  const session = useSession();
  const action = session ? { label: ui.landing.toPersonalPage, to: '/personalpage' as const } : { label: ui.landing.toLogin, to: '/login' as const };
  return <LandingMessage ok={false} title={it.links.invalid} body={ui.landing.invalidBody} action={action} />;
}

/**
 * The check could not be made (a server error, no connection): the link may still be good, so
 * the page says what failed and offers to try again. `title` is the spec's text of the page.
 */
export function LinkCheckFailed({ title }: { title: string }) {
  return <LandingMessage ok={false} title={title} body={ui.landing.failedBody} action={{ label: ui.landing.retry, reload: true }} />;
}

/** The outcome of a refused or unanswered check. */
export function LinkNotUsable({ failed, failedTitle }: { failed: boolean; failedTitle: string }) {
  return failed ? <LinkCheckFailed title={failedTitle} /> : <LinkInvalid />;
}

export function LinkChecking() {
  return <PageLoader label={ui.landing.loading} />;
}
