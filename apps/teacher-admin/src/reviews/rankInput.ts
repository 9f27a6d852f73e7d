import { reviewRankSchema } from '@lavagna/contracts';

export type RankInput = { ok: true; rank: number } | { ok: false; message: string };

/** What the teacher typed ('3', '2,5', 'tre'), checked with the contract's rule and message. */
export const parseRank = (typed: string): RankInput => {
  const text = typed.trim();
  const value = /^[+-]?\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;
  const result = reviewRankSchema.safeParse({ rank: value });
  if (result.success && result.data.rank !== null) return { ok: true, rank: result.data.rank };
  return { ok: false, message: result.error?.issues[0]?.message ?? '' };
};
