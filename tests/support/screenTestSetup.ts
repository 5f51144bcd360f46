// CI runs the five test projects side by side on 2 cores: a screen test's first render then pays the transform of its
// imports, and Testing Library's 1 s wait for an element fails tests that are right. A wrong screen still fails, later.
import { configure } from '@testing-library/dom';
import { beforeAll } from 'vitest';

configure({ asyncUtilTimeout: 10_000 });

// The property inputs load on first use in the console (lazyInput.tsx): a screen test has them in before it renders,
// as a record screen has them once its editor loaded, so that its first render shows the inputs.
beforeAll(async () => {
  if (typeof document === 'undefined') return;
  const { preloadInputs } = await import('../../schema-adapters/propertyTypes/lazyInput');
  await preloadInputs();
});
