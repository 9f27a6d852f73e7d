import { useCallback, useState } from 'react';

/**
 * What the grid's polite live region says. Saying the same words twice (a rule refused twice)
 * changes an invisible trailing character, so screen readers announce it again.
 */
export function useAnnouncer() {
  const [message, setMessage] = useState('');
  const announce = useCallback((text: string) => setMessage((previous) => (previous === text ? `${text}\u00a0` : text)), []);
  return { message, announce };
}
