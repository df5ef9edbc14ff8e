import { render, screen } from '@testing-library/react';
import { siteConfig } from '@/lib/content/site';
import { shortHyphenatedRuns } from '@/lib/format/line-breaks';
import { RichText } from './RichText';

/** The texts of the element's `.nowrap` spans, the words kept on one line. */
const keptWhole = (element: HTMLElement) => [...element.querySelectorAll('.nowrap')].map((span) => span.textContent);

describe('RichText', () => {
  it('keeps each short hyphenated word on one line, in a paragraph and in a link, and its text as written', () => {
    const { container } = render(<RichText source="Call us Monday-Friday, 8am-5pm, or use [E-Info](/einfo) around the clock." />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph).toHaveTextContent(/^Call us Monday-Friday, 8am-5pm, or use E-Info around the clock\.$/);
    expect(keptWhole(paragraph)).toEqual(['8am-5pm', 'E-Info']);
    expect(screen.getByRole('link', { name: 'E-Info' }).querySelector('.nowrap')).toHaveTextContent('E-Info');
  });

  it('keeps the short hyphenated words of a shop fact on one line: the hours, whatever the content says they are', () => {
    const { container } = render(<RichText source={'Open {% shop value="hours" /%}.'} inline />);
    expect(container).toHaveTextContent(`Open ${siteConfig.hours.label}.`);
    const expected = shortHyphenatedRuns(siteConfig.hours.label)
      .filter((run) => run.whole)
      .map((run) => run.text);
    expect(keptWhole(container)).toEqual(expected);
  });

  it('adds no span to a text without a hyphenated word', () => {
    const { container } = render(<RichText source="Plans and specs, printed today." />);
    expect(container.innerHTML).toBe('<p>Plans and specs, printed today.</p>');
  });
});
