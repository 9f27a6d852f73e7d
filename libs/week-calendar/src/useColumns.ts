import { useEffect, useState } from 'react';
import { columnsForWidth } from './grid.js';

/** Day columns for the current window width (7, 5, 3, 2 or 1), following resizes. */
export function useColumns(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return columnsForWidth(width);
}
