import { createApiClient } from '@lavagna/web-kit';

/** The app's client: same origin (Vite proxies /api in development); the router says how a session ends. */
export const api = createApiClient();
