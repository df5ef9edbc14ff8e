import { render, screen } from '@testing-library/react';
import type { Machine } from '@/lib/content/machines';
import { fillText, MACHINE_PAGE, slotWords } from '@/lib/content/page-words';
import { readPage } from '@/lib/content/pages';
import { MACHINE_DETAIL_WORDS, MachineDetail, type MachineDetailWords } from './MachineDetail';

const base: Machine = {
  name: 'HP DesignJet T850',
  description: 'A compact 36-inch printer and scanner.',
  features: ['36-inch rolls', 'Built-in scanner'],
  image_url: '/images/machines/wide-mfp.svg',
  specifications: [],
  datasheet_url: '',
};

/** The words of the T850's page, as data/content/pages/equipment-machine.json says them (a marketing edit keeps the tests green). */
const words = Object.fromEntries(
  Object.entries(slotWords(readPage(MACHINE_PAGE), 'machine', MACHINE_DETAIL_WORDS, MACHINE_PAGE)).map(([name, text]) => [
    name,
    fillText(text, { machine: base.name }, MACHINE_PAGE),
  ]),
) as MachineDetailWords;

describe('MachineDetail', () => {
  it('shows description, features and image, and no buttons or demo when their data is missing', () => {
    render(<MachineDetail machine={base} words={words} />);
    // Its words in one paragraph: '36-inch' is a span of its own, kept on one line.
    const description = screen.getByText(
      (_, element) => element?.tagName === 'P' && element.textContent === 'A compact 36-inch printer and scanner.',
    );
    expect(description.querySelector('.nowrap')).toHaveTextContent('36-inch');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['36-inch rolls', 'Built-in scanner']);
    // The machine's picture is drawn inside the page (components/ui/SvgImage.tsx), at its 4:3 size.
    expect(screen.getByRole('img', { name: 'HP DesignJet T850' }).querySelector('svg')).toHaveAttribute('viewBox', '0 0 400 300');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByTitle(words['demo-frame'])).not.toBeInTheDocument();
  });

  it('shows a description of two paragraphs and a list as written, under the overview heading', () => {
    const description = 'Prints plans in **25 seconds**.\n\nIts scanner sends them:\n\n- to email\n- to USB';
    render(<MachineDetail machine={{ ...base, description }} words={words} />);
    const first = screen.getByText(/^Prints plans in/);
    expect(first.tagName).toBe('P');
    expect(first).toHaveTextContent('Prints plans in 25 seconds.');
    expect(screen.getByText('25 seconds').tagName).toBe('STRONG');
    const second = screen.getByText('Its scanner sends them:');
    expect(second.tagName).toBe('P');
    const [list] = screen.getAllByRole('list');
    expect(second.nextElementSibling).toBe(list);
    expect([...list.querySelectorAll('li')].map((item) => item.textContent)).toEqual(['to email', 'to USB']);
    // The overview heading, then the description, then the features' heading.
    expect(screen.getByRole('heading', { name: words.overview }).nextElementSibling).toBe(first);
    expect(list.nextElementSibling).toBe(screen.getByRole('heading', { name: words.features }));
  });

  it('links the datasheet and the video in new tabs when they are set', () => {
    render(
      <MachineDetail
        machine={{ ...base, datasheet_url: 'https://docs.example.com/t850.pdf', video_url: 'https://video.example.com/t850' }}
        words={words}
      />,
    );
    const datasheet = screen.getByRole('link', { name: /Download Datasheet/ });
    expect(datasheet).toHaveAttribute('href', 'https://docs.example.com/t850.pdf');
    expect(datasheet).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: (name) => name.startsWith(words.video) })).toHaveAttribute(
      'href',
      'https://video.example.com/t850',
    );
  });

  it('embeds the 3D demo only with both series and model', () => {
    const { rerender } = render(<MachineDetail machine={{ ...base, hp_3dseries: 'designjet-t-series' }} words={words} />);
    expect(screen.queryByTitle(words['demo-frame'])).not.toBeInTheDocument();
    rerender(<MachineDetail machine={{ ...base, hp_3dseries: 'designjet-t-series', hp_3dmodel: 't850' }} words={words} />);
    const frame = screen.getByTitle(words['demo-frame']);
    expect(frame).toHaveAttribute('src', 'https://demo3d.example.com/designjet-t-series/t850');
    expect(frame).toHaveAttribute('loading', 'lazy');
    // Closed until the visitor asks: a lazy frame in a closed <details> is not loaded.
    const disclosure = frame.closest('details')!;
    expect(disclosure).not.toHaveAttribute('open');
    expect(disclosure.querySelector('summary')).toHaveTextContent(words['demo-button']);
  });

  it('shows the photo instead of the artwork, resized by next/image, with its credit, and the specifications as a table', () => {
    render(
      <MachineDetail
        machine={{
          ...base,
          photo: '/images/machines/hp-designjet-t850/photo.jpg',
          photo_alt: 'The T850 in an architect’s office',
          photo_credit: 'Photo: Jane Doe',
          specifications: [{ name: 'Max. print width', value: '36 in' }],
        }}
        words={words}
      />,
    );
    const photo = screen.getByRole('img', { name: 'The T850 in an architect’s office' });
    expect(photo.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fmachines%2Fhp-designjet-t850%2Fphoto\.jpg&w=\d+&q=75$/);
    expect(photo.getAttribute('srcset')).toContain('384w');
    expect(photo).toHaveAttribute('fetchpriority', 'high');
    expect(screen.queryByRole('img', { name: 'HP DesignJet T850' })).toBeNull();
    expect(screen.getByText('Photo: Jane Doe').tagName).toBe('FIGCAPTION');
    expect(screen.getByRole('rowheader', { name: 'Max. print width' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '36 in' })).toBeInTheDocument();
  });
});
