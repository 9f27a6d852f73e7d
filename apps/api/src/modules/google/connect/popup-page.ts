import { GOOGLE_AUTH_MESSAGE, it } from '@lavagna/contracts';

/** The channel a popup that lost its opener (a cross-origin policy on the way) still reaches the console on. */
export const GOOGLE_AUTH_CHANNEL = 'lavagna-google-auth';

/**
 * The page the consent popup ends on: it posts AUTH_COMPLETE (with the outcome) to the console
 * that opened it, and on a BroadcastChannel of this origin in case the opener was cut off, then
 * closes. Its script carries the response's CSP nonce.
 */
export const popupPage = (success: boolean, origin: string, nonce: string): string => {
  const message = JSON.stringify({ type: GOOGLE_AUTH_MESSAGE, success });
  const text = success ? it.google.popupDone : it.google.authFailed;
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><title>${it.google.title}</title></head>
<body><p>${text}</p>
<script nonce="${nonce}">
(function () {
  var message = ${message};
  try { if (window.opener) window.opener.postMessage(message, ${JSON.stringify(origin)}); } catch (e) {}
  try { var channel = new BroadcastChannel(${JSON.stringify(GOOGLE_AUTH_CHANNEL)}); channel.postMessage(message); channel.close(); } catch (e) {}
  setTimeout(function () { window.close(); }, 300);
})();
</script></body></html>`;
};
