export type FormErrors = { [key: string]: string | FormErrors };

export interface Issue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/** Schema issues -> nested react-admin form errors; the first message of a field wins. */
export const issuesToErrors = (issues: readonly Issue[]): FormErrors => {
  const errors: FormErrors = {};
  for (const { path, message } of issues) {
    let node = errors;
    path.slice(0, -1).forEach((key) => {
      const k = String(key);
      if (typeof node[k] !== 'object') node[k] = {};
      node = node[k] as FormErrors;
    });
    const leaf = String(path[path.length - 1] ?? 'root');
    if (node[leaf] === undefined) node[leaf] = message;
  }
  return errors;
};
