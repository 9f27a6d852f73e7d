export default async () => {
  await (globalThis as { lavagnaDb?: { stop: () => Promise<void> } }).lavagnaDb?.stop();
};
