/** The visitor's cookie choice, as the spec stores it: localStorage 'cookie_consent'. */
export const CONSENT_KEY = 'cookie_consent';

export type Consent = 'accepted' | 'rejected';

/** The stored choice; null when none was made (or storage is not available). */
export const readConsent = (): Consent | null => {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'accepted' || value === 'rejected' ? value : null;
  } catch {
    return null;
  }
};

export const storeConsent = (consent: Consent): void => {
  try {
    window.localStorage.setItem(CONSENT_KEY, consent);
  } catch {
    // Private mode without storage: the choice lasts for this page only.
  }
};

/** The footer's 'change cookie preferences': forgets the choice and reloads, so the banner asks again. */
export const resetConsent = (): void => {
  try {
    window.localStorage.removeItem(CONSENT_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
  window.location.reload();
};
