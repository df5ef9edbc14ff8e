import { staticPageRoutes } from '../lib/routes';

/**
 * Every canonical page of the route table (docs/requirements.md#routes): its heading, and one fact
 * from docs/requirements.md#content-pages that a visitor would look for there. Typed by the route
 * table, so a page added there without its facts fails the type check.
 */
export const pageFacts: Record<(typeof staticPageRoutes)[number], { h1: string | RegExp; fact: string | RegExp }> = {
  '/': { h1: /Printers, supplies, printing and repair/, fact: '25+ years in print' },
  '/bidsets': { h1: 'Bidset Distribution', fact: 'Two ways to distribute a bidset' },
  '/einfo': { h1: 'E-Info Online Account Services', fact: /invoices/ },
  '/equipment': { h1: 'Equipment', fact: 'Wide Format Multi Function' },
  '/supplies': { h1: 'Supplies', fact: /minimum order is \$10/ },
  '/services': { h1: 'Print and Scanning Services', fact: 'Signs and Banners' },
  '/services/print/fineart': { h1: 'Fine Art Services', fact: /300 dpi or higher/ },
  '/services/print/engineering': { h1: 'Engineering and Construction Printing', fact: 'Recycled media' },
  '/services/print/signs': { h1: 'Signs and Banners', fact: /up to 4x8 ft and under 2 inches thick/ },
  '/services/print/business': { h1: 'Business Documents', fact: /up to 11x17/ },
  '/services/print/smallformat': { h1: 'Cards, Flyers and Brochures', fact: /print-ready PDF/ },
  '/services/print/lamination': { h1: 'Lamination and Mounting', fact: /foam and gator board/ },
  '/services/scans': { h1: 'Scanning Services', fact: 'Document and plan scanning' },
  '/services/scans/art': { h1: 'Fine Art Scanning', fact: /up to 36 by 60 inches/ },
  '/services/bid/plancenter': { h1: 'Private Plancenter', fact: /site-wide or per project/ },
  '/repair': { h1: 'Equipment Repair', fact: 'Service/Supply Agreements' },
  '/repair/servicecall': { h1: 'Place a Service Call', fact: 'No ID necessary' },
  '/repairbeta': { h1: 'Place a Service Call', fact: /never create a real service call/ },
  '/meter': { h1: 'Submit a Meter Reading', fact: /no login needed/ },
  '/privacy': { h1: 'Privacy Notice', fact: /delete the personal details of a delivered request/ },
  '/terms': { h1: 'Terms of Sale', fact: /cannot be returned once the proof is approved/ },
  '/quicksupply': { h1: 'Order Supplies', fact: /minimum order for pickup or delivery is \$10/ },
  '/pickup': { h1: 'Expedited Pickup', fact: 'Expedited Pickup Request' },
  '/support': { h1: 'Help and Contact', fact: /Printer or copier down\?/ },
  '/account': { h1: 'Your Account', fact: 'Account Login' },
  '/hpshow': { h1: 'Print and Security Symposium', fact: 'Secure Printing in a Hybrid Workplace' },
  '/lease': { h1: 'Leasing', fact: /No payments for the first 90 days/ },
  '/quote': { h1: 'Get a Quote', fact: 'Request a Quote' },
  '/callme': { h1: "We'll Call You Back", fact: 'Request a Call-Back' },
  '/covid': { h1: 'Safety Signage', fact: 'Hygiene signs and stickers' },
  '/design': { h1: 'Poster Design', fact: /design tool/ },
  '/about': { h1: 'About Us', fact: 'Get a FREE on site analysis' },
  '/hp': { h1: 'HP Partner Showcase', fact: 'HP Managed Print Services' },
  '/library': { h1: 'Sign Template Library', fact: 'We Will Deliver' },
  '/filesize-dpi': { h1: 'File Size and DPI Guide', fact: '10 megapixel and above' },
  '/plot': { h1: 'Upload a Print Job', fact: /upload/i },
  '/getJob': { h1: 'Shared File Download', fact: /download/i },
  '/getPrintJobs': { h1: 'Your Print Jobs', fact: /print jobs/i },
};
