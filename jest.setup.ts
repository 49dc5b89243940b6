import '@testing-library/jest-dom';

import { configure } from '@testing-library/react';

// On a loaded 2-core CI machine a transition can take longer than findBy/waitFor's default second.
configure({ asyncUtilTimeout: 5000 });
