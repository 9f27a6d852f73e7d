/** The spec's local storage keys: the student's opt-out, and a first full reading. */
export const DONT_SHOW_KEY = 'dontShowInstructions';
export const SEEN_KEY = 'alreadySeen';

const isSet = (key: string): boolean => {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    // Storage can be blocked (private modes, policies): then every visit counts as the first.
    return false;
  }
};

const put = (key: string, on: boolean): void => {
  try {
    if (on) localStorage.setItem(key, 'true');
    else localStorage.removeItem(key);
  } catch {
    // Without storage the choice lasts until the page is left.
  }
};

export const instructionsStorage = {
  optedOut: () => isSet(DONT_SHOW_KEY),
  setOptedOut: (on: boolean) => put(DONT_SHOW_KEY, on),
  seen: () => isSet(SEEN_KEY),
  markSeen: () => put(SEEN_KEY, true),
};

/** The calendar opens the instructions by itself unless the student opted out or is moving a lesson. */
export const shouldAutoOpen = ({ rescheduling }: { rescheduling: boolean }): boolean =>
  !rescheduling && !instructionsStorage.optedOut();
