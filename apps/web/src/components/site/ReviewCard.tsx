import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import { Card, CardContent, Typography } from '@mui/material';
import type { PublicReview } from '@lavagna/contracts';

/** A review as the site shows it: the text, who wrote it and what they study. */
export function ReviewCard({ review }: { review: PublicReview }) {
  return (
    <Card component="figure" sx={{ m: 0, height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <FormatQuoteIcon color="primary" aria-hidden />
        <Typography component="blockquote" sx={{ m: 0, flexGrow: 1, whiteSpace: 'pre-line' }}>
          {review.text}
        </Typography>
        <Typography component="figcaption">
          <Typography component="span" sx={{ fontWeight: 700, display: 'block' }}>
            {review.name}
          </Typography>
          <Typography component="span" variant="body2" color="text.secondary">
            {review.description}
          </Typography>
        </Typography>
      </CardContent>
    </Card>
  );
}
