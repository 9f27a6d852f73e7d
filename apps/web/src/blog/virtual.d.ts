declare module 'virtual:blog-index' {
  const index: import('./article').ArticleMeta[];
  export default index;
}

declare module 'virtual:blog-bodies' {
  /** `${provenance}/${name}` -> the sanitised body. Server render only. */
  const bodies: Record<string, string>;
  export default bodies;
}
