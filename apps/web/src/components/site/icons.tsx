import { SvgIcon, type SvgIconProps } from '@mui/material';

/** A note on a stem: the short-video app's mark, drawn simply. */
export function TikTokIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M13 3h3c.3 2 1.7 3.5 4 3.8v3c-1.6 0-2.9-.4-4-1.2V15a6 6 0 1 1-6-6h.5v3.1H10a2.9 2.9 0 1 0 3 2.9z" />
    </SvgIcon>
  );
}

/** Three lines over a ribbon: a newsletter's mark, drawn simply. */
export function SubstackIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 3h14v2.2H5zm0 4h14v2.2H5zm0 4h14v10l-7-3.9L5 21z" />
    </SvgIcon>
  );
}
