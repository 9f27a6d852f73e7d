import type { PostHog, PostHogConfig } from 'posthog-js';
import type { Consent } from './consent';
import { ANALYTICS_EVENTS, dropWaiting, setCapture, track } from './events';

/** Where analytics go: the server writes them in a meta element when POSTHOG_KEY is set. */
export interface AnalyticsSettings {
  key: string;
  host: string;
}

export const SETTINGS_META = 'lavagna-analytics';
/** How long the analytics host may take to answer before analytics are left off (spec: 1.5 s). */
export const PROBE_MS = 1500;

export const analyticsSettings = (): AnalyticsSettings | null => {
  const content = document.querySelector(`meta[name="${SETTINGS_META}"]`)?.getAttribute('content');
  if (!content) return null;
  try {
    const { key, host } = JSON.parse(content) as Partial<AnalyticsSettings>;
    return key && host ? { key, host } : null;
  } catch {
    return null;
  }
};

/** The spec's timings, the same in both modes. */
const COMMON: Partial<PostHogConfig> = {
  session_idle_timeout_seconds: 1800,
  cookie_expiration: 365,
  feature_flag_request_timeout_ms: 3000,
  surveys_request_timeout_ms: 10_000,
};

/**
 * The spec's two modes. Accepted: automatic capture, page views, persistence in localStorage, a
 * person profile only for identified users. Refused or not asked yet: no recordings, no automatic
 * capture, no page views, nothing kept on the device, no person profiles, requests uncompressed.
 */
export const MODES: Record<'accepted' | 'restricted', Partial<PostHogConfig>> = {
  accepted: {
    autocapture: true,
    capture_pageview: 'history_change',
    persistence: 'localStorage',
    person_profiles: 'identified_only',
    disable_session_recording: false,
    disable_compression: false,
  },
  restricted: {
    disable_session_recording: true,
    autocapture: false,
    capture_pageview: false,
    persistence: 'memory',
    person_profiles: 'never',
    disable_compression: true,
  },
};

export const modeOf = (consent: Consent | null): keyof typeof MODES => (consent === 'accepted' ? 'accepted' : 'restricted');

/** Whether the analytics host answers within PROBE_MS (a blocker or a closed network: it does not). */
const reachable = async (host: string): Promise<boolean> => {
  try {
    await fetch(host, { mode: 'no-cors', cache: 'no-store', signal: AbortSignal.timeout(PROBE_MS) });
    return true;
  } catch {
    return false;
  }
};

/** The label of a clicked button or link, for the spec's click event. */
const clickedControl = (target: EventTarget | null): string | null => {
  const control = target instanceof Element ? target.closest('button, a, [role="button"]') : null;
  if (!control) return null;
  return (control.getAttribute('aria-label') || control.textContent || '').trim().slice(0, 80) || null;
};

let started: Promise<PostHog | null> | null = null;

/**
 * Starts analytics once, in the mode of `consent`, when the site has them configured and their
 * host answers; a later choice switches the running instance to the other mode.
 */
export const startAnalytics = (consent: Consent | null): Promise<PostHog | null> => {
  if (started) {
    return started.then((posthog) => {
      posthog?.set_config(MODES[modeOf(consent)]);
      return posthog;
    });
  }
  started = (async () => {
    const settings = analyticsSettings();
    if (!settings) {
      dropWaiting();
      return null;
    }
    // Clicks count from now; they wait for the probe and the library (events.ts).
    document.addEventListener(
      'click',
      (event) => {
        const control = clickedControl(event.target);
        if (control) track(ANALYTICS_EVENTS.click, { control, path: window.location.pathname });
      },
      { capture: true, passive: true },
    );
    if (!(await reachable(settings.host))) {
      dropWaiting();
      console.warn(`Statistiche non avviate: ${settings.host} non risponde (bloccato o non raggiungibile).`);
      return null;
    }
    const { default: posthog } = await import('posthog-js');
    posthog.init(settings.key, { api_host: settings.host, ...COMMON, ...MODES[modeOf(consent)] });
    setCapture((event, properties) => void posthog.capture(event, properties));
    return posthog;
  })();
  return started;
};
