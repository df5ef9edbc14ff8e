import path from 'node:path';
import { contentFolderWith } from '@/test/content-folder-copy';
import { closedDaysLabel, openingHours, openingHoursLabel, readShop, SHOP_FILE } from './shop';

/** A copy of the shop's file with `change` made to it; returns the copy's path. */
function shopWith(change: (shop: Record<string, unknown>) => void): string {
  return path.join(contentFolderWith(path.dirname(SHOP_FILE), path.basename(SHOP_FILE), change), path.basename(SHOP_FILE));
}

/** Hours open Monday to Friday, `hours` on each, and `more` on other days. */
const weekdays = (hours: string, more: Record<string, string> = {}) => ({
  monday: hours,
  tuesday: hours,
  wednesday: hours,
  thursday: hours,
  friday: hours,
  ...more,
});

describe('readShop', () => {
  it("reads the repository's shop, whose hours read as one line naming the first day of each of its opening groups", () => {
    const groups = openingHours(readShop().hours);
    const label = openingHoursLabel(groups);
    for (const { days } of groups) expect(label).toContain(days[0]);
  });

  it.each([
    ['no name', (shop: Record<string, unknown>) => delete shop.name, 'name:'],
    ['no founding year', (shop: Record<string, unknown>) => delete shop.founded, 'founded:'],
    ['a founding year written out', (shop: Record<string, unknown>) => (shop.founded = '1988'), 'founded:'],
    ['a founding year to come', (shop: Record<string, unknown>) => (shop.founded = new Date().getFullYear() + 1), 'founded:'],
    ['a phone that is not one', (shop: Record<string, unknown>) => (shop.phone = 'call us'), 'phone: must be a phone number'],
    ['a service phone of 9 digits', (shop: Record<string, unknown>) => (shop.service_phone = '503 555 018'), 'service_phone:'],
    ['an email that is not one', (shop: Record<string, unknown>) => (shop.email = 'help at the shop'), 'email:'],
    ['a state written out', (shop: Record<string, unknown>) => (shop.region = 'Oregon'), 'region: must be a two-letter state code'],
    ['a ZIP code of 4 digits', (shop: Record<string, unknown>) => (shop.postal_code = '9721'), 'postal_code:'],
    [
      'hours written otherwise',
      (shop: Record<string, unknown>) => (shop.hours = weekdays('8am-5pm')),
      'hours.monday: must read like 08:00-17:00',
    ],
    [
      'a day closing before it opens',
      (shop: Record<string, unknown>) => (shop.hours = weekdays('17:00-08:00')),
      'hours.monday: must close after it opens',
    ],
    ['no day open', (shop: Record<string, unknown>) => (shop.hours = {}), 'hours: the shop must open on at least one day'],
  ])('refuses a shop with %s, naming the file and the field', (_, change, message) => {
    const file = shopWith(change);
    expect(() => readShop(file)).toThrow(`${file}: ${message}`);
  });

  it('takes a ZIP+4 code and a shop open one day', () => {
    const file = shopWith((shop) => {
      shop.postal_code = '97214-1234';
      shop.hours = { saturday: '10:00-14:00' };
    });
    expect(readShop(file)).toMatchObject({ postal_code: '97214-1234', hours: { saturday: '10:00-14:00' } });
  });
});

describe('openingHours', () => {
  it('puts days in a row with the same hours together and leaves closed days out', () => {
    expect(openingHours(weekdays('08:00-17:00', { saturday: '09:00-13:00' }))).toEqual([
      { days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '08:00', closes: '17:00' },
      { days: ['Saturday'], opens: '09:00', closes: '13:00' },
    ]);
  });

  it('starts a new entry after a closed day, even for the same hours', () => {
    expect(openingHours({ monday: '08:00-17:00', tuesday: '08:00-17:00', thursday: '08:00-17:00' })).toEqual([
      { days: ['Monday', 'Tuesday'], opens: '08:00', closes: '17:00' },
      { days: ['Thursday'], opens: '08:00', closes: '17:00' },
    ]);
  });
});

describe('openingHoursLabel', () => {
  it.each([
    [weekdays('08:00-17:00'), 'Monday-Friday 8am-5pm'],
    [weekdays('07:30-18:00', { saturday: '09:00-12:00' }), 'Monday-Friday 7:30am-6pm, Saturday 9am-12pm'],
    [{ sunday: '00:00-11:59' }, 'Sunday 12am-11:59am'],
    [{ monday: '12:05-23:59' }, 'Monday 12:05pm-11:59pm'],
  ])('says %j as %s', (hours, label) => {
    expect(openingHoursLabel(openingHours(hours))).toBe(label);
  });
});

describe('closedDaysLabel', () => {
  it.each([
    [weekdays('08:00-17:00'), 'Closed Saturday and Sunday'],
    [weekdays('08:00-17:00', { saturday: '09:00-13:00' }), 'Closed Sunday'],
    [
      { tuesday: '08:00-17:00', wednesday: '08:00-17:00', thursday: '08:00-17:00', friday: '08:00-17:00', saturday: '09:00-13:00' },
      'Closed Monday and Sunday',
    ],
    [{ monday: '08:00-17:00', friday: '08:00-17:00' }, 'Closed Tuesday, Wednesday, Thursday, Saturday, and Sunday'],
    [weekdays('08:00-17:00', { saturday: '09:00-13:00', sunday: '10:00-12:00' }), undefined],
  ])('says the closed days of %j as %s', (hours, label) => {
    expect(closedDaysLabel(hours)).toBe(label);
  });
});
