import { Box, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { ui } from '../../i18n/it';
import { stepIllustrations } from './illustrations';
import { stepVideo, VIDEO_SIZE } from './videos';

const t = ui.instructions;

const motionAllowed = () => typeof window.matchMedia !== 'function' || !window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Plays the video while it is on screen, if the reader has not asked for reduced motion; pauses it
 * when it leaves the screen or the step. Never the autoplay attribute: that ignores both.
 */
function useAutoplay(video: HTMLVideoElement | null) {
  useEffect(() => {
    if (!video || !motionAllowed()) return;
    const play = () => void video.play()?.catch(() => {}); // refused (no user gesture yet): the poster stays, the controls play it
    if (typeof IntersectionObserver === 'undefined') {
      play();
      return () => video.pause();
    }
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) play();
        else video.pause();
      },
      { threshold: 0.5 },
    );
    observer.observe(video);
    return () => {
      observer.disconnect();
      video.pause();
    };
  }, [video]);
}

/**
 * A step's recording with its Italian captions on; `transcriptId` names the element that holds its
 * text (StepTranscript). If the video cannot be loaded, the step's drawing stands in for it.
 */
export function StepVideo({ step, transcriptId }: { step: number; transcriptId: string }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [failed, setFailed] = useState(false);
  const files = stepVideo(step);
  const page = t.pages[step]!;
  const Illustration = stepIllustrations[step]!;
  useAutoplay(failed ? null : video);

  if (failed) return <Illustration />;
  return (
    <Box
      component="video"
      ref={setVideo}
      controls
      muted
      playsInline
      preload="none"
      poster={files.poster}
      width={VIDEO_SIZE.width}
      height={VIDEO_SIZE.height}
      aria-label={t.videoOf(page.title)}
      aria-describedby={transcriptId}
      sx={{
        display: 'block',
        width: '100%',
        height: 'auto',
        // Room below for the step's title and text on a laptop's screen.
        maxHeight: { xs: '45vh', sm: 'min(42vh, 400px)' },
        objectFit: 'contain',
        bgcolor: 'grey.200',
        borderRadius: 2,
      }}
    >
      <source src={files.video} type="video/webm" onError={() => setFailed(true)} />
      <track kind="captions" srcLang="it" label={t.captionsLabel} src={files.captions} default />
    </Box>
  );
}

/** What a step's video shows and says, as text: collapsed under the step's description. */
export function StepTranscript({ step, id }: { step: number; id: string }) {
  return (
    <Box component="details" sx={{ mt: 1, '& > summary': { cursor: 'pointer', color: 'primary.dark', width: 'fit-content' } }}>
      <Typography component="summary" variant="body2">
        {t.transcript}
      </Typography>
      <Typography id={id} variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t.pages[step]!.transcript}
      </Typography>
    </Box>
  );
}
