import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { InstructionsContext, type Instructions } from './useInstructions';

// Its steps and illustrations load the first time it opens, not with every page of the site.
const InstructionsOverlay = lazy(() => import('./InstructionsOverlay').then((m) => ({ default: m.InstructionsOverlay })));

/** The one instructions overlay of the app, opened by the calendar, its help button and the user menu. */
export function InstructionsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ open: false, session: 0 });
  const instructions = useMemo<Instructions>(
    () => ({ open: () => setState((s) => (s.open ? s : { open: true, session: s.session + 1 })) }),
    [],
  );

  return (
    <InstructionsContext.Provider value={instructions}>
      {children}
      {/* A new key per opening: step, warning and countdown start afresh. */}
      {state.session > 0 && (
        <Suspense fallback={null}>
          <InstructionsOverlay key={state.session} open={state.open} onClose={() => setState((s) => ({ ...s, open: false }))} />
        </Suspense>
      )}
    </InstructionsContext.Provider>
  );
}
