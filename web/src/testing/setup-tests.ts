import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy*/waitFor wait for a positive signal; on 2 cores shared with the emulators and Chromium
// a lazy page can take several seconds to come, so the wait is long and only a failure pays it.
configure({ asyncUtilTimeout: 15_000 });
