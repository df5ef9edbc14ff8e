import type { Delivery } from '@/lib/requests/types';
import { deliveryText } from './text';

const contact: Delivery = {
  kind: 'contact',
  mailbox: 'sales',
  emailSubject: 'Website Contact Form',
  name: 'Dana Whitfield',
  email: 'dana@builders.test',
  phone: '(206) 342-8631',
  subject: 'Whitfield Builders',
  when: 'Mornings',
  desc: '500 door hangers, two-sided.',
  reference: 'R-2611-7Q4K',
};

describe('deliveryText', () => {
  it('writes the reference, each field the visitor gave and the mailbox, then the composed text', () => {
    expect(deliveryText(contact)).toBe(
      [
        'Reference: R-2611-7Q4K',
        'Name: Dana Whitfield',
        'Email: dana@builders.test',
        'Phone: (206) 342-8631',
        'Subject: Whitfield Builders',
        'Best time to call: Mornings',
        'Sent to: sales',
        '',
        '500 door hangers, two-sided.',
        '',
      ].join('\n'),
    );
  });

  it('leaves out a field the form does not ask for: a meter reading has no phone, best time or reference yet', () => {
    const reading: Delivery = { ...contact, kind: 'meter-reading', mailbox: 'service', phone: '', when: '', reference: undefined };
    const text = deliveryText(reading);
    expect(text).not.toMatch(/^(Phone|Best time to call|Reference):/m);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Name: Dana Whitfield',
      'Email: dana@builders.test',
      'Subject: Whitfield Builders',
      'Sent to: service',
    ]);
  });
});
