import { strToU8, zipSync } from 'fflate';

/** The files in one ZIP, in the order given, each stamped with a fixed time so the same files give the same bytes. */
export const zipOf = (files: { fileName: string; xml: string }[]): Buffer => {
  const mtime = new Date('2000-01-01T00:00:00Z');
  const entries = Object.fromEntries(files.map((f) => [f.fileName, [strToU8(f.xml), { mtime }] as const]));
  return Buffer.from(zipSync(entries as never, { level: 9 }));
};
