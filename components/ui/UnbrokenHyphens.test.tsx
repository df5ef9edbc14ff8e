import { render, screen } from '@testing-library/react';
import { UnbrokenHyphens } from './UnbrokenHyphens';

/** The texts of the element's `.nowrap` spans, the words kept on one line. */
const keptWhole = (element: HTMLElement) => [...element.querySelectorAll('.nowrap')].map((span) => span.textContent);

describe('UnbrokenHyphens', () => {
  it("keeps a machine name's size on one line, and the name reads as written", () => {
    const { container } = render(
      <h2>
        <UnbrokenHyphens text="HP DesignJet T850 36-in MFP" />
      </h2>,
    );
    expect(screen.getByRole('heading', { name: 'HP DesignJet T850 36-in MFP' })).toBeInTheDocument();
    expect(keptWhole(container)).toEqual(['36-in']);
  });

  it('shows a text without a hyphenated word as it is', () => {
    const { container } = render(<UnbrokenHyphens text="Large format printer" />);
    expect(container.innerHTML).toBe('Large format printer');
  });
});
