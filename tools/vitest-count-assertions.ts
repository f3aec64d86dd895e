import { afterEach, expect } from 'vitest';

// Records each test's `expect` calls on its task, so the summary reporter can show that a change kept every check.
afterEach((context) => {
  context.task.meta.assertions = expect.getState().assertionCalls;
});
