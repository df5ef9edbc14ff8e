import '@testing-library/jest-dom';

// Form drafts live in sessionStorage (components/forms/useFormDraft.ts): each test starts without any.
if (typeof window !== 'undefined') {
  afterEach(() => window.sessionStorage.clear());
}
