import { CONTACT_MESSAGES } from '@/lib/forms/contact';
import { postedErrors } from './postAnswer';

describe('postedErrors', () => {
  it("gives each field's first message as a server error, in react-hook-form's shape", () => {
    expect(
      postedErrors({
        values: { name: 'Al', email: 'al@example' },
        fieldErrors: {
          name: [CONTACT_MESSAGES.name, CONTACT_MESSAGES.lineBreak],
          email: [CONTACT_MESSAGES.email],
        },
      }),
    ).toEqual({
      name: { type: 'server', message: CONTACT_MESSAGES.name },
      email: { type: 'server', message: CONTACT_MESSAGES.email },
    });
  });

  it('is undefined without field errors: no answer, an accepted request, a post that failed further on', () => {
    expect(postedErrors(undefined)).toBeUndefined();
    expect(postedErrors({ accepted: { reference: 'R-2611-7Q4K', outcome: 'review' } })).toBeUndefined();
    expect(postedErrors({ values: { name: 'Avery Quinn' }, failed: true })).toBeUndefined();
  });

  it('drops a field whose list of messages is empty (or whose first message is empty)', () => {
    expect(postedErrors({ fieldErrors: { name: [], email: [CONTACT_MESSAGES.email], phone: [''] } })).toEqual({
      email: { type: 'server', message: CONTACT_MESSAGES.email },
    });
    expect(postedErrors({ fieldErrors: { name: [] } })).toEqual({});
  });
});
