import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no layout: the router's scroll restoration only needs the call to exist.
window.scrollTo = (() => undefined) as typeof window.scrollTo;

afterEach(() => cleanup());
