/**
 * `attachment` with a name no header or file system can be tricked by: an ASCII fallback with
 * only safe characters, and the full name as RFC 5987 UTF-8 for the browsers that read it.
 */
export const attachmentDisposition = (fileName: string): string => {
  const base = fileName.replace(/\.pdf$/i, '');
  const ascii = base.normalize('NFKD').replace(/[^\w\- .()]/g, '_').replace(/_+/g, '_').trim().slice(0, 150) || 'appunti';
  const utf8 = encodeURIComponent(`${base}.pdf`).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}.pdf"; filename*=UTF-8''${utf8}`;
};
