import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ui } from '../../i18n/it';
import { STEP_VIDEOS, stepVideo } from './videos';

/** Where the app serves `servedAt` from: its public/ folder. */
const file = (servedAt: string) => join(dirname(fileURLToPath(import.meta.url)), '../../../public', servedAt);

interface Cue {
  start: number;
  end: number;
  text: string;
}

const seconds = (time: string) => {
  const match = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/.exec(time);
  if (!match) throw new Error(`not a WebVTT time: ${time}`);
  const [, h = '0', m, s, ms] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(s) + Number(ms) / 1000;
};

/** The cues of a WebVTT file, as a player reads them (https://www.w3.org/TR/webvtt1/): throws on what it would not. */
function parseVtt(text: string): Cue[] {
  const blocks = text.replace(/\r\n?/g, '\n').split(/\n{2,}/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(blocks[0]!.split('\n')[0]!)) throw new Error('no WEBVTT header');
  return blocks
    .slice(1)
    .filter((block) => block.trim() !== '' && !/^(NOTE|STYLE|REGION)\b/.test(block))
    .map((block) => {
      const lines = block.split('\n').filter((line) => line !== '');
      const at = lines.findIndex((line) => line.includes('-->'));
      if (at < 0 || at > 1) throw new Error(`a block that is no cue: ${block}`);
      const [start, end] = lines[at]!.split(/\s+-->\s+/).map((t) => seconds(t.split(/\s/)[0]!)) as [number, number];
      return { start, end, text: lines.slice(at + 1).join(' ') };
    });
}

describe('the instruction videos', () => {
  it('has one recording per step', () => {
    expect(STEP_VIDEOS).toHaveLength(ui.instructions.pages.length);
  });

  describe.each(STEP_VIDEOS.map((id, step) => [id, step] as const))('%s', (_id, step) => {
    const { video, captions, poster } = stepVideo(step);

    it('is a WebM video under 400 KB', () => {
      expect(existsSync(file(video))).toBe(true);
      const bytes = readFileSync(file(video));
      expect(bytes.length).toBeGreaterThan(1024);
      expect(bytes.length).toBeLessThan(400 * 1024);
      expect(bytes.subarray(0, 4).toString('hex')).toBe('1a45dfa3'); // EBML
      expect(bytes.subarray(0, 64).includes('webm')).toBe(true); // its DocType
    });

    it('has a WebP poster', () => {
      const bytes = readFileSync(file(poster));
      expect(bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(statSync(file(poster)).size).toBeLessThan(150 * 1024);
    });

    it('has Italian captions that parse, in order, and say what its transcript says', () => {
      const cues = parseVtt(readFileSync(file(captions), 'utf8'));
      expect(cues.length).toBeGreaterThanOrEqual(1);
      cues.forEach((cue, i) => {
        expect(cue.end).toBeGreaterThan(cue.start);
        expect(cue.text.trim()).not.toBe('');
        if (i > 0) expect(cue.start).toBeGreaterThanOrEqual(cues[i - 1]!.end);
      });
      expect(cues.map((c) => c.text).join(' ')).toBe(ui.instructions.pages[step]!.transcript);
    });
  });

  it('reads WebVTT as a player would', () => {
    expect(parseVtt('WEBVTT\n\n1\n00:00:01.000 --> 00:00:02.500\nCiao\n\n00:03.000 --> 00:04.000 align:start\nDue\nrighe\n')).toEqual([
      { start: 1, end: 2.5, text: 'Ciao' },
      { start: 3, end: 4, text: 'Due righe' },
    ]);
    expect(() => parseVtt('1\n00:00:01.000 --> 00:00:02.000\nCiao')).toThrow('no WEBVTT header');
    expect(() => parseVtt('WEBVTT\n\n00:00:01 --> 00:00:02\nCiao')).toThrow('not a WebVTT time');
  });
});
