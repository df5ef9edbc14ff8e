import { render, screen } from '@testing-library/react';
import { QueryFrame } from './QueryFrame';

describe('QueryFrame', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('appends the page query string to the base address', () => {
    window.history.replaceState(null, '', '/getJob?id=7&key=a%20b');
    render(<QueryFrame title="Shared file download" base="https://upload.example.com/getJob" />);
    expect(screen.getByTitle('Shared file download')).toHaveAttribute('src', 'https://upload.example.com/getJob?id=7&key=a%20b');
  });

  it('joins with & when the base has a query already', () => {
    window.history.replaceState(null, '', '/getPrintJobs?user=5');
    render(<QueryFrame title="Your print jobs" base="https://upload.example.com/view?kind=jobs" />);
    expect(screen.getByTitle('Your print jobs')).toHaveAttribute('src', 'https://upload.example.com/view?kind=jobs&user=5');
  });

  it('uses the base address alone when there is no query', () => {
    window.history.replaceState(null, '', '/getJob');
    render(<QueryFrame title="Shared file download" base="https://upload.example.com/getJob" />);
    expect(screen.getByTitle('Shared file download')).toHaveAttribute('src', 'https://upload.example.com/getJob');
  });
});
