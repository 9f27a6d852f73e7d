import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { Box, IconButton, Paper, Stack, Typography } from '@mui/material';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { home } from '../../content/home';
import { ui } from '../../i18n/it';

/** Each slide's illustration, by the slide's key. */
const IMAGES: Record<string, string> = {
  booking: '/images/home/prenotazione.svg',
  videocall: '/images/home/videochiamata.svg',
  whiteboard: '/images/home/lavagna.svg',
  notes: '/images/home/appunti.svg',
};

/** The current slide's dot is filled, the others are rings: shape tells them apart, not only colour. */
const DOT = { content: '""', width: 12, height: 12, borderRadius: '50%', boxSizing: 'border-box' } as const;
/** 4.4:1 on white: a dot is a control's only sign and needs 3:1 (WCAG 1.4.11). */
const INACTIVE_DOT = '#6b7a90';

/** A swipe: this far sideways, more than downwards. */
const SWIPE_PX = 40;

/**
 * How a lesson runs, in four slides: arrows, dots, the keyboard's left and right keys and a swipe
 * move between them; slides glide unless the reader asked for reduced motion, and nothing moves by itself.
 * On the home the server draws it and islands/carousel.ts plays it, by the data-carousel-* marks.
 */
export function LessonCarousel() {
  const { heading, slides } = home.carousel;
  const { carouselPrevious: previous, carouselNext: next, carouselGoTo: goTo, carouselSlideOf: slideOf } = ui.site;
  const [index, setIndex] = useState(0);
  const start = useRef<{ x: number; y: number } | null>(null);
  const last = slides.length - 1;
  const show = (i: number) => setIndex(Math.max(0, Math.min(last, i)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') show(index - 1);
    else if (event.key === 'ArrowRight') show(index + 1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    start.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - from.y)) show(index + (dx < 0 ? 1 : -1));
  };

  return (
    <Stack component="section" aria-roledescription="carousel" aria-labelledby="lesson-carousel" spacing={2} onKeyDown={onKeyDown}>
      <Typography id="lesson-carousel" variant="h2">
        {heading}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden', touchAction: 'pan-y' }} onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        <Box
          data-carousel-track
          aria-live="polite"
          sx={{
            display: 'flex',
            transform: `translateX(-${index * 100}%)`,
            transition: 'transform 350ms ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
          }}
        >
          {slides.map((slide, i) => (
            <Box
              key={slide.key}
              role="group"
              aria-roledescription="slide"
              aria-label={slideOf(i + 1, slides.length)}
              aria-hidden={i !== index}
              inert={i !== index}
              sx={{ flex: '0 0 100%', display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'center', gap: { xs: 2, md: 4 }, p: { xs: 2, sm: 4 } }}
            >
              <img src={IMAGES[slide.key]} alt={slide.imageAlt} width={800} height={500} loading="lazy" decoding="async" draggable={false} style={{ width: '100%', height: 'auto', display: 'block' }} />
              <Stack spacing={1.5}>
                <Typography variant="h3" component="h3">
                  {slide.title}
                </Typography>
                <Typography>{slide.body}</Typography>
              </Stack>
            </Box>
          ))}
        </Box>
      </Paper>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'center' }}>
        <IconButton onClick={() => show(index - 1)} disabled={index === 0} aria-label={previous} data-carousel-step="-1">
          <ChevronLeftIcon />
        </IconButton>
        {slides.map((slide, i) => (
          <Box
            key={slide.key}
            component="button"
            type="button"
            data-carousel-dot={i}
            onClick={() => show(i)}
            aria-label={goTo(i + 1, slide.title)}
            aria-current={i === index ? 'true' : undefined}
            sx={{
              width: 24,
              height: 24,
              p: 0,
              border: 0,
              bgcolor: 'transparent',
              cursor: 'pointer',
              display: 'grid',
              placeItems: 'center',
              '&::after': i === index ? { ...DOT, bgcolor: 'primary.main' } : { ...DOT, border: `2px solid ${INACTIVE_DOT}` },
              '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', borderRadius: '50%' },
            }}
          />
        ))}
        <IconButton onClick={() => show(index + 1)} disabled={index === last} aria-label={next} data-carousel-step="1">
          <ChevronRightIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
