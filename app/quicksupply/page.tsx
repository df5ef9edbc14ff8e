import { ContactForm } from '@/components/forms/ContactForm';
import { RequestPage } from '@/components/requests/RequestPage';
import { Link } from '@/components/ui/Link';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata({
  title: 'Quick Supply Order',
  description: 'Order toner, ink, paper and print media: tell us your company and what you need, and our sales team confirms your order.',
  path: '/quicksupply',
});

/** Quick supply order: the contact form to sales, quick supply variant (docs/requirements.md#contact-form, rule 12). */
export default function QuickSupplyPage() {
  return (
    <RequestPage
      title="Order Supplies"
      lead="Toner, ink, paper and print media for your machines, delivered fast across the metro area."
      intro={
        <p>
          Tell us your company name and the supplies you need, with the machine model or the part number if you have it. Our sales team
          confirms availability, price and delivery with you. Supplies can be ordered on NET 30 accounts, and the minimum order for pickup
          or delivery is $10. Existing customers can also order online through <Link href="/einfo">E-Info</Link>.
        </p>
      }
    >
      <ContactForm mailbox="sales" variant="quicksupply" heading="Quick Supply Order" />
    </RequestPage>
  );
}
