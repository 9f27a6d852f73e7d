import { ICS_COPIED_MS, ICS_POPUP, icsFeedPath, icsLinkStorageKey } from '@lavagna/contracts';
import { useEffect, useRef, useState } from 'react';

export interface IcsLinkOptions {
  feed: 'student' | 'teacher';
  userId: string;
  /** Asks the server for a new token (the old link stops working). */
  issue: () => Promise<{ icsToken: string }>;
  /** The spec's words go through the app's own toasts. */
  onCopied: () => void;
  onCopyFailed: () => void;
  onIssueFailed: () => void;
}

const stored = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

/**
 * The personal calendar feed's link, as both apps offer it: copy it (made on first use and kept
 * in this browser, as the server keeps only its hash), with the 1.5 s copied indicator; make a
 * new one; open the spec's 1200x800 popup to add it to a calendar.
 */
export function useIcsLink({ feed, userId, issue, onCopied, onCopyFailed, onIssueFailed }: IcsLinkOptions) {
  const key = icsLinkStorageKey(userId);
  const [link, setLink] = useState<string | null>(() => stored(key));
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const fresh = async (): Promise<string | null> => {
    try {
      const { icsToken } = await issue();
      const made = `${window.location.origin}${icsFeedPath(feed, userId, icsToken)}`;
      try {
        window.localStorage.setItem(key, made);
      } catch {
        // Private browsing: the link still works, it just cannot be copied again from here.
      }
      setLink(made);
      return made;
    } catch {
      onIssueFailed();
      return null;
    }
  };

  const copyText = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setCopied(false), ICS_COPIED_MS);
      onCopied();
    } catch {
      onCopyFailed();
    }
  };

  const run = async (make: boolean) => {
    setBusy(true);
    try {
      const text = make || link === null ? await fresh() : link;
      if (text) await copyText(text);
    } finally {
      setBusy(false);
    }
  };

  return {
    link,
    copied,
    busy,
    /** Copies the link, making one first if this browser has none. */
    copy: () => run(false),
    /** Makes a new link (the old one stops working) and copies it. */
    regenerate: () => run(true),
    openPopup: () => void window.open(ICS_POPUP.url, ICS_POPUP.name, ICS_POPUP.features),
  };
}
