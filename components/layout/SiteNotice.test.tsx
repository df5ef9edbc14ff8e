import { render, screen, within } from '@testing-library/react';
import { SiteNotice } from './SiteNotice';

// The notices' file, as if data/content/notice.json held these (SiteNotice reads it when it loads).
jest.mock('@/lib/content/notice', () => ({
  ...jest.requireActual('@/lib/content/notice'),
  readNotice: () => ({
    notices: [
      { message: 'Closed December 24-26: [send your files](/quote) for January.', start: '2026-12-24', end: '2026-12-26' },
      { message: 'Closed **January 1**.', start: '2027-01-01', end: '2027-01-01' },
    ],
  }),
}));

/** Christmas Day in the shop (siteConfig.timeZone, America/Los_Angeles unless set). */
const CHRISTMAS = new Date('2026-12-25T20:00:00Z');

describe('SiteNotice', () => {
  const deployEnv = process.env.DEPLOY_ENV;
  beforeEach(() => jest.useFakeTimers({ now: CHRISTMAS }));
  afterEach(() => {
    jest.useRealTimers();
    process.env.DEPLOY_ENV = deployEnv;
  });

  it("shows the day's notice with its rich text, and not the one still to come", () => {
    process.env.DEPLOY_ENV = 'production';
    render(<SiteNotice />);
    const notice = screen.getByRole('complementary', { name: 'Notice' });
    expect(notice).toHaveTextContent(/^Closed December 24-26: send your files for January\.$/);
    expect(within(notice).getByRole('link', { name: 'send your files' })).toHaveAttribute('href', '/quote');
  });

  it('on a preview, shows the notice still to come too, after it, marked as scheduled with its days', () => {
    process.env.DEPLOY_ENV = 'preview';
    render(<SiteNotice />);
    const notice = screen.getByRole('complementary', { name: 'Notice' });
    expect(notice).toHaveTextContent(
      /^Closed December 24-26: send your files for January\. ?Scheduled: on Jan 1, 2027 Closed January 1\.$/,
    );
    expect(within(notice).getByText('Scheduled: on Jan 1, 2027').tagName).toBe('STRONG');
    expect(within(notice).getByText('January 1').tagName).toBe('STRONG');
  });

  it('shows nothing once every notice has ended', () => {
    process.env.DEPLOY_ENV = 'preview';
    jest.setSystemTime(new Date('2027-01-02T20:00:00Z'));
    const { container } = render(<SiteNotice />);
    expect(container).toBeEmptyDOMElement();
  });
});
