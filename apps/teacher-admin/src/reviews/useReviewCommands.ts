import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import type { AdminReview } from '@lavagna/contracts';
import { ruleOr } from '@lavagna/web-kit';
import { adminIt } from '../i18n/it';
import type { LavagnaDataProvider } from '../dataProvider';

const t = adminIt.reviews;

/** Rank, unrank, hide and show one review; each says how it went and reloads the page's data. */
export const useReviewCommands = (id: string) => {
  const dataProvider = useDataProvider<LavagnaDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const done = (message: string) => {
    notify(message, { type: 'success' });
    refresh();
  };
  const failed = (error: unknown) => notify(ruleOr(error, t.saveError), { type: 'error' });

  const rank = useMutation({
    mutationFn: (rank: number | null) => dataProvider.rankReview(id, rank),
    onSuccess: (saved: AdminReview) =>
      done(saved.rank === null ? t.unranked : t.ranked.replace('{rank}', String(saved.rank))),
    onError: failed,
  });
  const visibility = useMutation({
    mutationFn: (hidden: boolean) => dataProvider.setReviewVisibility(id, hidden),
    onSuccess: (saved: AdminReview) => done(saved.hidden ? t.hiddenDone : t.shownDone),
    onError: failed,
  });

  return { rank, visibility, busy: rank.isPending || visibility.isPending };
};
