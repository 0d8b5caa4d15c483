import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// The CI machine has 2 busy cores: give findBy*/waitFor room (a lazy page can take seconds).
configure({ asyncUtilTimeout: 5000 });
