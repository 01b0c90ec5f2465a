// Types of the jest-dom matchers loaded in `tests/js/setup.ts`.
import '@testing-library/jest-dom';
