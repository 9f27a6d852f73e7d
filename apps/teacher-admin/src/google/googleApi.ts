import { GOOGLE_AUTH_MESSAGE, type GoogleAuthStart, type GoogleStatus } from '@lavagna/contracts';
import { apiJson } from '../http/api';

/** The spec's calendar-service calls of the console (/api/google/*). */
export const googleStatusQuery = { queryKey: ['google', 'status'] as const, queryFn: () => apiJson<GoogleStatus>('/api/google/status/teacher') };

export const startGoogleAuth = () => apiJson<GoogleAuthStart>('/api/google/auth/teacher');
export const chooseGoogleCalendars = (shown: string[]) => apiJson<GoogleStatus>('/api/google/calendars', { method: 'PUT', json: { shown } });
export const refreshGoogle = () => apiJson<GoogleStatus>('/api/google/update-connection', { method: 'POST' });
export const disconnectGoogle = () => apiJson<GoogleStatus>('/api/google/disconnect', { method: 'POST' });

/** The channel the consent popup also speaks on when its opener was cut off (the API's popup page). */
const CHANNEL = 'lavagna-google-auth';

/**
 * Opens Google's consent in a popup and resolves with its outcome when the popup posts
 * AUTH_COMPLETE (to this window, or on the origin's BroadcastChannel), or false if it is closed first.
 */
export const consentInPopup = (url: string): Promise<boolean> =>
  new Promise((resolve) => {
    const popup = window.open(url, 'google-auth', 'width=520,height=680');
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    let timer: number | undefined;
    const finish = (success: boolean) => {
      window.removeEventListener('message', onMessage);
      channel?.close();
      window.clearInterval(timer);
      resolve(success);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data = event.data as { type?: string; success?: boolean } | null;
      if (data?.type === GOOGLE_AUTH_MESSAGE) finish(data.success === true);
    };
    window.addEventListener('message', onMessage);
    if (channel) channel.onmessage = (event) => onMessage(new MessageEvent('message', { data: event.data, origin: window.location.origin }));
    // A popup closed without an answer (the teacher gave up).
    timer = window.setInterval(() => {
      if (popup?.closed) window.setTimeout(() => finish(false), 500);
    }, 500);
  });
