import { ThemeProvider } from '@mui/material';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fiscalTermsKey } from '../../queries/site';
import { theme } from '../../theme';
import { InstructionsOverlay } from './InstructionsOverlay';

/** A browser whose reader did (or did not) ask for reduced motion. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

let play: ReturnType<typeof vi.spyOn>;
let pause: ReturnType<typeof vi.spyOn>;

function openOverlay() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  client.setQueryData(fiscalTermsKey, { regime: 'RF01', bolloCharged: false });
  render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <InstructionsOverlay open onClose={() => undefined} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('dialog', { name: 'Funzionalità del Sito' });
}

const videoOf = (dialog: HTMLElement) => dialog.querySelector('video')!;

beforeEach(() => {
  // jsdom plays no media: the calls are what the player is asked to do.
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('the video of each step', () => {
  it('plays the step recording with Italian captions on, a poster and the controls, loading nothing before it plays', () => {
    prefersReducedMotion(false);
    const dialog = openOverlay();
    const video = within(dialog).getByLabelText('Video: Scegli l’orario');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('poster', '/instructions/1-scegli-gli-orari.webp');
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).not.toHaveAttribute('autoplay');
    expect((video as HTMLVideoElement).muted).toBe(true);
    expect(video.querySelector('source')).toHaveAttribute('src', '/instructions/1-scegli-gli-orari.webm');
    const track = video.querySelector('track')!;
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('srclang', 'it');
    expect(track).toHaveAttribute('src', '/instructions/1-scegli-gli-orari.vtt');
    expect(track).toHaveAttribute('default');
  });

  it('describes the video with its transcript, under a summary the reader opens', () => {
    prefersReducedMotion(false);
    const dialog = openOverlay();
    const summary = within(dialog).getByText('Trascrizione del video');
    expect(summary.tagName).toBe('SUMMARY');
    const video = videoOf(dialog);
    expect(video).toHaveAccessibleDescription(/^Il calendario parte da domani: le caselle bianche sono gli orari liberi\./);
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(videoOf(dialog)).toHaveAccessibleDescription(/^Seleziona un orario: la lezione dura 60 minuti\./);
  });

  it('starts by itself when motion is welcome, and stops the one left behind on a step change', () => {
    prefersReducedMotion(false);
    const dialog = openOverlay();
    const first = videoOf(dialog);
    expect(play).toHaveBeenCalledTimes(1);
    expect(play.mock.contexts[0]).toBe(first);

    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    const second = videoOf(dialog);
    expect(second).not.toBe(first);
    expect(second.querySelector('source')).toHaveAttribute('src', '/instructions/2-allunga-la-lezione.webm');
    expect(pause.mock.contexts).toContain(first);
    expect(play.mock.contexts.at(-1)).toBe(second);
  });

  it('never starts by itself for a reader who asked for reduced motion', () => {
    prefersReducedMotion(true);
    const dialog = openOverlay();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vai al passo 7: Usa un coupon' }));
    expect(videoOf(dialog).querySelector('source')).toHaveAttribute('src', '/instructions/7-usa-un-coupon.webm');
    expect(play).not.toHaveBeenCalled();
  });

  it('shows the step drawing when the video cannot be loaded', () => {
    prefersReducedMotion(true);
    const dialog = openOverlay();
    fireEvent.error(videoOf(dialog).querySelector('source')!);
    expect(dialog.querySelector('video')).toBeNull();
    expect(dialog.querySelector('svg[viewBox^="0 0 320 "]')).not.toBeNull(); // the drawing's frame (illustrations/Frame.tsx)
    expect(within(dialog).getByText('Trascrizione del video')).toBeInTheDocument();
  });
});
