import createCache from '@emotion/cache';

/**
 * MUI's style cache. The same key on the server and in the browser: the browser's cache finds
 * the <style> elements the server wrote for a prerendered page and reuses them.
 */
export const createEmotionCache = () => createCache({ key: 'mui', prepend: true });
