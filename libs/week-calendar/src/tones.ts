/** What a block on the grid is: the student's paid or unpaid lesson, someone else's time, a calendar-service event, the lesson being moved, a pick. */
export type BlockKind = 'paid' | 'unpaid' | 'busy' | 'google' | 'editing' | 'pick';

/**
 * The blocks' colours, the same in both apps and their legends: green paid, orange unpaid, grey
 * unavailable and Google, red being moved, blue a pick. Each background takes white text at
 * 4.5:1 or more and stands 3:1 or more against the white grid (WCAG 2.2 AA, 1.4.3 and 1.4.11);
 * an icon (KIND_ICONS) is the second cue besides the colour.
 */
export const TONES: Record<BlockKind, { bg: string; fg: string }> = {
  paid: { bg: '#2e7d32', fg: '#ffffff' },
  unpaid: { bg: '#b45309', fg: '#ffffff' },
  busy: { bg: '#5f6368', fg: '#ffffff' },
  google: { bg: '#5f6368', fg: '#ffffff' },
  editing: { bg: '#c62828', fg: '#ffffff' },
  pick: { bg: '#1565c0', fg: '#ffffff' },
};

/** The lines of the unavailable cells' pattern: 3:1 or more on white. */
export const HATCH_LINE = '#757575';

/** A half hour outside the teacher's hours: light grey with diagonal lines, so it does not rest on colour alone. */
export const UNAVAILABLE_CELL = {
  bgcolor: '#eeeeee',
  backgroundImage: `repeating-linear-gradient(135deg, ${HATCH_LINE} 0 1px, transparent 1px 7px)`,
} as const;
