import { configure } from '@testing-library/dom';

/*
 * Setup of the isolated unit files (vitest.config.ts; testing-library/dom, not /react: a file may
 * need to load react-dom itself, after its own set-up): `findBy…`/`waitFor` wait up to 5 s, not
 * testing-library's 1 s. In CI the unit tests share two cores with the typecheck and lint, and a
 * React commit then sometimes took longer than 1 s (crud-section.test.tsx failed at 1 198 ms).
 */
configure({ asyncUtilTimeout: 5000 });
