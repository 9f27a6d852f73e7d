import { Chip } from '@mui/material';
import type { AdminReview } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';

const t = adminIt.reviews;

/** 'Nascosta' or 'Visibile'. */
export const ReviewState = ({ hidden }: Pick<AdminReview, 'hidden'>) =>
  hidden ? (
    <Chip size="small" color="warning" label={t.hidden} />
  ) : (
    <Chip size="small" variant="outlined" color="success" label={t.visible} />
  );

/** The review's place on the home page, or a dash when it is not there. */
export const rankText = (rank: number | null): string => (rank === null ? t.noRank : String(rank));

const EXCERPT_MAX = 90;

/** The start of a review, cut at a word: for a table cell. */
export const excerpt = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= EXCERPT_MAX) return flat;
  const cut = flat.slice(0, EXCERPT_MAX);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_MAX / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
};
