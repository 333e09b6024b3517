import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

/*
 * Setup of the unit files that share one jsdom worker (vitest.config.ts, unit-dom): testing-library
 * registers its own clean-up when a file first imports it, and in a shared module cache that is the
 * worker's first file alone. Unmounted here after every test of every file, whatever the file does
 * itself, so no file's DOM is found by the next one's queries.
 */
afterEach(() => cleanup());
