import { createContext, useContext, useEffect } from 'react';
import { shouldAutoOpen } from './storage';

export interface Instructions {
  /** Shows the overlay from its first step. */
  open(): void;
}

export const InstructionsContext = createContext<Instructions | null>(null);

export function useInstructions(): Instructions {
  const instructions = useContext(InstructionsContext);
  if (!instructions) throw new Error('useInstructions outside InstructionsProvider');
  return instructions;
}

/** Opens the overlay once, when the calendar is reached, if the rules allow it. */
export function useAutoOpenInstructions({ rescheduling }: { rescheduling: boolean }): void {
  const { open } = useInstructions();
  useEffect(() => {
    if (shouldAutoOpen({ rescheduling })) open();
    // Only on arrival: a later change of mode must not reopen it.
  }, [open]);
}
