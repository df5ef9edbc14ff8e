import { SlideCarousel } from '@/components/carousel/SlideCarousel';
import type { CarouselSlide } from '@/components/carousel/types';
import { ContactForm } from '@/components/forms/ContactForm';
import { PageHeader } from '@/components/ui/PageHeader';
import { pageMetadata } from '@/lib/metadata';
import { siteConfig } from '@/lib/site';

export const metadata = pageMetadata({
  title: 'Print Security Symposium',
  description: 'Talks and hands-on demos on print security, hybrid-work printing, managed print and wide format for AEC teams.',
  path: '/hpshow',
});

/** The five slides of the symposium carousel (docs/requirements.md#content-pages, rule 17). */
const slides: CarouselSlide[] = [
  ['Print Security Symposium', 'A day on keeping networked printers, scanners and the documents they handle out of the wrong hands.'],
  [
    'Secure Printing in a Hybrid Workplace',
    'Badge release, pull printing and encrypted jobs for teams that print from the office, from home and on the road.',
  ],
  [
    'Managed Print Services: Cost and Control',
    'How fleet monitoring, automatic toner delivery and per-page billing cut waste and surprise invoices.',
  ],
  [
    'Wide Format for AEC Teams',
    'Plotters and scanners for architects, engineers and builders: faster plan sets, cleaner scans, fewer trips to the print room.',
  ],
  [
    'Hands-on Demo Lab',
    'Try the newest HP office MFPs and DesignJet plotters with our technicians, and bring a file of your own to print.',
  ],
].map(([title, text], index) => ({
  title,
  text,
  // The caption below the image carries the slide's words.
  image: { src: `/images/hpshow/slide-${index + 1}.svg`, alt: '', width: 1200, height: 500 },
}));

/** The day's program. */
const schedule = [
  ['8:30 am', 'Registration and coffee'],
  ['9:00 am', 'Welcome: Print Security Symposium'],
  ['9:30 am', 'Secure Printing in a Hybrid Workplace'],
  ['10:30 am', 'Break'],
  ['10:45 am', 'Managed Print Services: Cost and Control'],
  ['11:45 am', 'Wide Format for AEC Teams'],
  ['12:30 pm', 'Lunch'],
  ['1:15 pm', 'Hands-on Demo Lab'],
  ['3:00 pm', 'Questions and close'],
] as const;

/**
 * Vendor print and security symposium (docs/requirements.md#content-pages, rule 17): five slides
 * (autoplay 4000 ms), the schedule, and a contact form to reserve a seat.
 */
export default function HpShowPage() {
  return (
    <>
      <PageHeader
        title="Print and Security Symposium"
        lead={`Talks and hands-on demos with HP, hosted by ${siteConfig.name} in ${siteConfig.address.city}.`}
        breadcrumb={[{ label: 'Home', href: '/' }, { label: 'Print and Security Symposium' }]}
      />
      <div className="container section">
        <section aria-labelledby="highlights-heading">
          <h2 id="highlights-heading">Symposium highlights</h2>
          <SlideCarousel slides={slides} label="Symposium sessions" autoplayMs={4000} />
        </section>
        <section aria-labelledby="schedule-heading">
          <h2 id="schedule-heading">Schedule</h2>
          <div className="table-wrap">
            <table>
              <caption className="visually-hidden">Symposium schedule: start time and session</caption>
              <thead>
                <tr>
                  <th scope="col">Time</th>
                  <th scope="col">Session</th>
                </tr>
              </thead>
              <tbody>
                {schedule.map(([time, session]) => (
                  <tr key={time}>
                    <th scope="row">{time}</th>
                    <td>{session}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      </div>
      <ContactForm mailbox="sales" emailSubject="Print Security Symposium" heading="Reserve your seat" />
    </>
  );
}
