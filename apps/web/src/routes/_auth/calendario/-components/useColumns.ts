import { useEffect, useState } from 'react';
import { columnsForWidth } from '../../../../calendar/week';

/** Day columns for the current window width, following resizes. */
export function useColumns(): number {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return columnsForWidth(width);
}
