import { fireEvent, render, screen } from '@testing-library/react';
import { pageBlock, readPage } from '@/lib/content/pages';
import { ServiceCallChoice } from './ServiceCallChoice';

const ROUTE = '/repair/servicecall';
/** The choice's words as the page's content file gives them (data/content/pages/repair-servicecall.json). */
const words = pageBlock(readPage(ROUTE), 'service_call', ROUTE);

/** The choice with the page's words, and a stand-in for each branch. */
function renderChoice() {
  render(
    <ServiceCallChoice
      heading={words.heading}
      withId={{ ...words.with_id, part: <p>lookup branch</p> }}
      withoutId={{ ...words.without_id, part: <p>form branch</p> }}
    />,
  );
}

const withId = () => screen.getByRole('button', { name: new RegExp(`^${words.with_id.label}`) });
const withoutId = () => screen.getByRole('button', { name: new RegExp(`^${words.without_id.label}`) });

beforeEach(() => window.history.replaceState(null, '', ROUTE));

describe('ServiceCallChoice', () => {
  it('starts with the question, the two choices and no branch', () => {
    renderChoice();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(words.heading);
    expect(withId()).toHaveTextContent(words.with_id.detail);
    expect(withoutId()).toHaveTextContent(words.without_id.detail);
    expect(screen.queryByText('lookup branch')).not.toBeInTheDocument();
    expect(screen.queryByText('form branch')).not.toBeInTheDocument();
  });

  it('shows the chosen branch and moves focus to the choice made', () => {
    renderChoice();
    fireEvent.click(withoutId());
    expect(screen.getByText('form branch')).toBeInTheDocument();
    expect(screen.queryByText('lookup branch')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: new RegExp(`^${words.with_id.label}`) })).not.toBeInTheDocument();
    expect(document.activeElement).toHaveTextContent(`Your choice: ${words.without_id.label}.`);
  });

  it('goes back to the choice with Change', () => {
    renderChoice();
    fireEvent.click(withId());
    expect(screen.getByText('lookup branch')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /Change/ }));
    expect(screen.queryByText('lookup branch')).not.toBeInTheDocument();
    expect(withId()).toHaveFocus();
  });
});

describe('the choice with a deep link', () => {
  it('opens ID required for ?customer=, without a click', () => {
    window.history.replaceState(null, '', `${ROUTE}?customer=C-2001`);
    renderChoice();
    expect(screen.getByText('lookup branch')).toBeInTheDocument();
    expect(screen.getByText(/Your choice:/)).toHaveTextContent(words.with_id.label);
    fireEvent.click(screen.getByRole('button', { name: /Change/ }));
    expect(withId()).toBeInTheDocument();
  });
});
