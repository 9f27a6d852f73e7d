import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Grid, Stack, Typography } from '@mui/material';
import { Link } from '@tanstack/react-router';
import { articlesOf } from '../../blog/articles';
import type { Provenance } from '../../blog/sections';
import { blog } from '../../content/pages';
import { ArticleCard } from './ArticleCard';

/** One of the blog's two lists: title, subtitle, intro and the article cards, newest first. */
export function BlogSectionPage({ provenance, intro }: { provenance: Provenance; intro: readonly string[] }) {
  const section = blog.home.sections.find((s) => s.provenance === provenance)!;
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, sm: 4 } }}>
      <div>
        <Button component={Link} to="/pagina-principale-blog" startIcon={<ArrowBackIcon />}>
          {blog.backToBlog}
        </Button>
      </div>
      <header>
        <Typography variant="h1">{section.title}</Typography>
        <Typography variant="h3" component="p" color="text.secondary" sx={{ mt: 1 }}>
          {section.subtitle}
        </Typography>
      </header>
      <Stack spacing={1.5} sx={{ maxWidth: 760 }}>
        {intro.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
        ))}
      </Stack>
      <Grid container spacing={3} component="section" aria-label={section.title}>
        {articlesOf(provenance).map((article, index) => (
          <Grid key={article.name} size={{ xs: 12, sm: 6, md: 4 }}>
            <ArticleCard article={article} eager={index < 2} />
          </Grid>
        ))}
      </Grid>
    </Stack>
  );
}
