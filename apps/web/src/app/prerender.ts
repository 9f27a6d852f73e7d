/** The element holding the server's query cache on a prerendered page (JSON, never run). */
export const STATE_ELEMENT_ID = 'lavagna-state';
/** Set on #root when its content came from the server: the browser hydrates it instead of drawing anew. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
