import { render, screen } from '@testing-library/react';
import { ContactForm } from './ContactForm';

describe('ContactForm', () => {
  it("names its section by the heading, 'Contact Us' unless the page gives one", () => {
    const { unmount } = render(<ContactForm id="contact" />);
    expect(screen.getByRole('region', { name: 'Contact Us' })).toHaveAttribute('id', 'contact');
    unmount();
    render(<ContactForm heading="Questions about a plan set?" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Questions about a plan set?' })).toBeInTheDocument();
  });

  it("always heads the quote variant 'Request a Quote'", () => {
    render(<ContactForm variant="quote" heading="Get a Quote" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Request a Quote');
  });

  it('shows a heading on the basic variant only when given', () => {
    const { unmount } = render(<ContactForm variant="basic" />);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    unmount();
    render(<ContactForm variant="basic" heading="Get a FREE on site analysis" />);
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Get a FREE on site analysis');
    expect(screen.queryByLabelText('Message')).not.toBeInTheDocument();
  });
});
