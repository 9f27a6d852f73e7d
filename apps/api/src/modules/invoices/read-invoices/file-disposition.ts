/** `attachment` for the invoice files, whose names are ours and plain ASCII (`IT01234567897_26001.xml`). */
export const fileDisposition = (fileName: string): string => {
  if (!/^[\w.-]+$/.test(fileName)) throw new Error(`Unexpected file name: ${fileName}`);
  return `attachment; filename="${fileName}"`;
};
