import { useEffect, useState } from 'react';
import { daysForWidth } from './week';

/** How many day columns fit the window (7, 5, 3, 2 or 1). */
export const useVisibleDays = (): number => {
  const [width, setWidth] = useState(() => window.innerWidth);
  useEffect(() => {
    const onResize = () => setWidth(window.innerWidth);
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return daysForWidth(width);
};
