import { Alert, Stack, Typography } from '@mui/material';
import type { LegalDocument } from '../../content/legal';
import { ui } from '../../i18n/it';

/**
 * A legal text: title, date of the last change, introduction and sections. `factsMissing`: the
 * teacher has not published their legal facts yet (a new production site), and the page says so.
 */
export function LegalPage({ document, factsMissing }: { document: LegalDocument; factsMissing: boolean }) {
  return (
    <Stack component="article" spacing={2} sx={{ py: { xs: 2, sm: 4 }, maxWidth: 820, '& p, & li': { lineHeight: 1.7 } }}>
      <header>
        <Typography variant="h1">{document.title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {document.updatedOn}
        </Typography>
      </header>
      {factsMissing && <Alert severity="info">{ui.site.legalFactsMissing}</Alert>}
      {document.intro.map((paragraph) => (
        <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
      ))}
      {document.sections.map((section) => (
        <Stack component="section" key={section.heading} spacing={1.25} sx={{ pt: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }}>
            {section.heading}
          </Typography>
          {section.paragraphs.map((paragraph) => (
            <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
          ))}
          {section.list && (
            <ul style={{ margin: 0, paddingLeft: '1.4em' }}>
              {section.list.map((item) => (
                <Typography component="li" key={item.slice(0, 40)}>
                  {item}
                </Typography>
              ))}
            </ul>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
