import { useState, type MouseEvent } from 'react';
import { Stack } from '@mui/material';
import { Button, useRecordContext } from 'react-admin';
import HomeIcon from '@mui/icons-material/Home';
import RemoveHomeIcon from '@mui/icons-material/RemoveCircleOutline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { AdminReview } from '@lavagna/contracts';
import { adminIt } from '../i18n/it';
import { RankDialog } from './RankDialog';
import { useReviewCommands } from './useReviewCommands';

const t = adminIt.reviews;

// the buttons sit in a clickable row, and the dialog's clicks bubble through its portal too
const keepInside = (event: MouseEvent) => event.stopPropagation();

const Commands = ({ review }: { review: AdminReview }) => {
  const { rank, visibility, busy } = useReviewCommands(review.id);
  const [open, setOpen] = useState(false);
  const ranked = review.rank !== null;
  return (
    <Stack direction="row" spacing={0.5} onClick={keepInside} sx={{ flexWrap: 'wrap' }}>
      <Button label={ranked ? t.changeRank : t.setRank} onClick={() => setOpen(true)} disabled={busy}>
        <HomeIcon />
      </Button>
      {ranked && (
        <Button label={t.unrank} onClick={() => rank.mutate(null)} disabled={busy}>
          <RemoveHomeIcon />
        </Button>
      )}
      <Button label={review.hidden ? t.show : t.hide} onClick={() => visibility.mutate(!review.hidden)} disabled={busy}>
        {review.hidden ? <VisibilityIcon /> : <VisibilityOffIcon />}
      </Button>
      <RankDialog
        open={open}
        name={review.name}
        rank={review.rank}
        busy={rank.isPending}
        onClose={() => setOpen(false)}
        onSave={(value) => rank.mutate(value, { onSuccess: () => setOpen(false) })}
      />
    </Stack>
  );
};

/** The record's commands: place it on the home page, take it off, hide it or show it again. */
export const ReviewActions = () => {
  const review = useRecordContext<AdminReview>();
  return review ? <Commands review={review} /> : null;
};
