import { Box } from '@mui/material';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

/** A link to another page of this site, followed by the router (no page reload). */
const internalHref = (event: MouseEvent): string | null => {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = (event.target as Element).closest('a');
  const href = anchor?.getAttribute('href');
  return href?.startsWith('/') && !href.startsWith('//') ? href : null;
};

/** An article's sanitised body, with the blog's typography: boxes for 'Punti Importanti' and 'Bibliografia'. */
export function ArticleBody({ html }: { html: string }) {
  const router = useRouter();
  const follow = (event: MouseEvent) => {
    const href = internalHref(event);
    if (!href) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <Box
      onClick={follow}
      dangerouslySetInnerHTML={{ __html: html }}
      sx={{
        maxWidth: 720,
        fontSize: '1.075rem',
        lineHeight: 1.75,
        '& h2': { fontSize: '1.45rem', fontWeight: 700, mt: 4, mb: 1.5, lineHeight: 1.3 },
        '& h3': { fontSize: '1.2rem', fontWeight: 600, mt: 3, mb: 1 },
        '& p': { my: 1.5 },
        '& a': { color: 'primary.dark', textUnderlineOffset: '2px' },
        '& blockquote': { borderLeft: 4, borderColor: 'secondary.main', m: 0, my: 2, pl: 2, color: 'text.secondary', fontStyle: 'italic' },
        '& aside.punti-importanti': { bgcolor: '#eef4fb', borderLeft: 4, borderColor: 'primary.main', borderRadius: 1, px: 2.5, py: 1, my: 3 },
        '& aside.punti-importanti h2': { mt: 1, fontSize: '1.2rem' },
        '& section.bibliografia': { mt: 4, pt: 2, borderTop: 1, borderColor: 'divider', fontSize: '0.95rem', color: 'text.secondary' },
        '& section.bibliografia h2': { fontSize: '1.2rem', color: 'text.primary' },
      }}
    />
  );
}
