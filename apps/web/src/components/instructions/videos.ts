/**
 * The recordings of the steps, in the order of `ui.instructions.pages`: each a WebM video, its Italian
 * captions (WebVTT) and a poster frame, in public/instructions/, made by `npm run record-instructions`
 * (scripts/record-instructions.mjs, which names the files the same way).
 */
export const STEP_VIDEOS = [
  '1-scegli-gli-orari',
  '2-allunga-la-lezione',
  '3-scorri-le-settimane',
  '4-paga-online',
  '5-cambia-la-data',
  '6-cancella-e-ricevi-un-coupon',
  '7-usa-un-coupon',
] as const;

/** Where a step's files are served from. */
export const stepVideo = (step: number) => {
  const base = `/instructions/${STEP_VIDEOS[step]}`;
  return { video: `${base}.webm`, captions: `${base}.vtt`, poster: `${base}.webp` };
};

/** The recorded size of every video (scripts/record-instructions.mjs): the player keeps its shape before it loads. */
export const VIDEO_SIZE = { width: 640, height: 480 };
