import EmailIcon from '@mui/icons-material/Email';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, Stack } from '@mui/material';
import type { SiteProfile } from '@lavagna/contracts';
import type { ReactNode } from 'react';
import { home } from '../../content/home';
import { SubstackIcon, TikTokIcon } from './icons';

type Channel = keyof typeof home.contacts.labels;

const ICONS: Record<Channel, ReactNode> = {
  mail: <EmailIcon />,
  messaging: <WhatsAppIcon />,
  instagram: <InstagramIcon />,
  facebook: <FacebookIcon />,
  tiktok: <TikTokIcon />,
  substack: <SubstackIcon />,
};

/** The teacher's channels in spec order, each only when the teacher has one. */
const channels = (profile: SiteProfile): { channel: Channel; href: string }[] =>
  (
    [
      ['mail', profile.email ? `mailto:${profile.email}` : ''],
      ['messaging', profile.messaging],
      ['instagram', profile.instagram],
      ['facebook', profile.facebook],
      ['tiktok', profile.tiktok],
      ['substack', profile.substack],
    ] as [Channel, string][]
  )
    .filter(([, href]) => href !== '')
    .map(([channel, href]) => ({ channel, href }));

/** The contact icons: mail, messaging app, Instagram, Facebook, TikTok, Substack. */
export function ContactRow({ profile, color = 'primary' }: { profile: SiteProfile; color?: 'primary' | 'inherit' }) {
  const links = channels(profile);
  if (links.length === 0) return null;
  return (
    <Stack component="ul" direction="row" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0, flexWrap: 'wrap' }}>
      {links.map(({ channel, href }) => (
        <li key={channel}>
          <IconButton
            component="a"
            href={href}
            color={color}
            aria-label={home.contacts.labels[channel]}
            {...(channel === 'mail' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
          >
            {ICONS[channel]}
          </IconButton>
        </li>
      ))}
    </Stack>
  );
}
