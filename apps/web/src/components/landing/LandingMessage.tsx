import { Button, Stack, Typography } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Link, type LinkProps } from '@tanstack/react-router';
import { FormCard } from '../FormCard';
import { PageLoader } from '../PageLoader';
import { it } from '@lavagna/contracts';
import { ui } from '../../i18n/it';

interface Props {
  ok: boolean;
  title: string;
  body?: string;
  action: { label: string; to: LinkProps['to'] };
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
        <Button component={Link} to={action.to} variant="contained" size="large">
          {action.label}
        </Button>
      </Stack>
    </FormCard>
  );
}

/** 'Il link Inviato non è valido', with a button to the login page. */
export function LinkInvalid() {
  return <LandingMessage ok={false} title={it.links.invalid} body={ui.landing.invalidBody} action={{ label: ui.landing.toLogin, to: '/login' }} />;
}

export function LinkChecking() {
  return <PageLoader label={ui.landing.loading} />;
}
