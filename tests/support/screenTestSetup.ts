// CI runs the five test projects side by side on 2 cores: a screen test's first render then pays the transform of its
// imports, and Testing Library's 1 s wait for an element fails tests that are right. A wrong screen still fails, later.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
