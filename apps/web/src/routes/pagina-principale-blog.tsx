import { Card, CardActionArea, CardContent, Grid, Stack, Typography } from '@mui/material';
import { createFileRoute, Link } from '@tanstack/react-router';
import { pageHead } from '../app/head';
import { articlesOf } from '../blog/articles';
import { ARTICLE_IMAGE } from '../components/site/ArticleCard';
import { blog, pageMeta } from '../content/pages';

export const Route = createFileRoute('/pagina-principale-blog')({
  head: ({ match }) => pageHead({ ...pageMeta.blogHome, origin: match.context.origin, path: '/pagina-principale-blog' }),
  component: BlogHome,
});

/** The blog's front page: what it is about, and a door to each of its two sections. */
function BlogHome() {
  return (
    <Stack spacing={3} sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h1">{blog.home.title}</Typography>
      <Stack spacing={1.5} sx={{ maxWidth: 760 }}>
        {blog.home.intro.map((paragraph) => (
          <Typography key={paragraph.slice(0, 40)}>{paragraph}</Typography>
        ))}
      </Stack>
      <Grid container spacing={3}>
        {blog.home.sections.map((section) => {
          const cover = articlesOf(section.provenance)[0];
          return (
            <Grid key={section.provenance} size={{ xs: 12, md: 6 }}>
              <Card component="section" sx={{ height: '100%' }}>
                <CardActionArea component={Link} to={`/blog/${section.provenance}`} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
                  {cover?.image && (
                    <img src={cover.image} alt="" {...ARTICLE_IMAGE} decoding="async" style={{ width: '100%', height: 'auto', display: 'block', background: '#dce8f6' }} />
                  )}
                  <CardContent>
                    <Typography variant="h2">{section.title}</Typography>
                    <Typography variant="h3" component="p" color="text.secondary" sx={{ my: 1 }}>
                      {section.subtitle}
                    </Typography>
                    <Typography>{section.teaser}</Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </Stack>
  );
}
