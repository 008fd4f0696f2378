import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { UNIT_WAIT_TIMEOUT } from '../tests/timeouts.ts';

// findBy* and waitFor wait for a condition; their bound is for a hang, sized for a loaded machine.
configure({ asyncUtilTimeout: UNIT_WAIT_TIMEOUT });

afterEach(() => cleanup());
