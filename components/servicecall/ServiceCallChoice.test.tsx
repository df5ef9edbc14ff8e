import { fireEvent, render, screen } from '@testing-library/react';
import { ServiceCallChoice } from './ServiceCallChoice';

function setup() {
  render(<ServiceCallChoice withId={<p>lookup branch</p>} withoutId={<p>form branch</p>} />);
}

describe('ServiceCallChoice', () => {
  it('starts with the two choices and no branch', () => {
    setup();
    expect(screen.getByRole('button', { name: /ID required/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /No ID necessary/ })).toBeInTheDocument();
    expect(screen.queryByText('lookup branch')).not.toBeInTheDocument();
    expect(screen.queryByText('form branch')).not.toBeInTheDocument();
  });

  it('shows the chosen branch and moves focus to the choice made', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: /No ID necessary/ }));
    expect(screen.getByText('form branch')).toBeInTheDocument();
    expect(screen.queryByText('lookup branch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /ID required/ })).not.toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent('Your choice: No ID necessary.');
  });

  it('goes back to the choice with Change', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: /ID required/ }));
    expect(screen.getByText('lookup branch')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Change/ }));
    expect(screen.queryByText('lookup branch')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /ID required/ })).toHaveFocus();
  });
});
