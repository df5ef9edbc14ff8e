import { siteConfig, telHref } from '@/lib/site';

/**
 * The 'ID required' branch of the service call, for now: where to find the equipment number and
 * the service line to call with it. The online equipment lookup replaces the phone step later.
 */
export function EquipmentIdHelp() {
  const phone = siteConfig.phones.service;
  return (
    <section className="section section-alt" aria-labelledby="service-call-with-id">
      <div className="container prose">
        <h2 id="service-call-with-id">Service call with your equipment ID</h2>
        <h3>Find your equipment number</h3>
        <p>
          Look for our equipment tag on the machine: a sticker that shows the equipment number, usually on
          the front or the side. No tag in sight? Your account number works too; you find it on our
          invoices.
        </p>
        <h3>Call it in</h3>
        <p>
          Call our service line at <a href={telHref(phone)}>{phone}</a>, {siteConfig.hours.label}, and have
          ready:
        </p>
        <ul className="feature-list">
          <li>the equipment number or your account number,</li>
          <li>what the machine does or shows (error codes help),</li>
          <li>who we should ask for on site, and a phone number to reach them.</li>
        </ul>
        <p>With the number we see the model and where it is installed, so the technician arrives prepared.</p>
      </div>
    </section>
  );
}
