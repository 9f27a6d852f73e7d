import { configure } from '@testing-library/react';

// findBy*/waitFor wait up to 10 s (1 s by default): a busy machine renders a page slower, never wrongly.
configure({ asyncUtilTimeout: 10_000 });
