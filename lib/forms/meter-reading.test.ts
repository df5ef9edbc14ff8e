import { sampleMeterReading } from '@/test/fixtures/requests';
import { meterReadingSchema } from './meter-reading';
import { formatCount, METER_MESSAGES } from './meter-reading-fields';

const TODAY = '2026-11-24';
const schema = meterReadingSchema(TODAY);

/** The messages of one field for a body with `changes`, or [] when the body is valid. */
function errorsOf(field: string, changes: Record<string, unknown>) {
  const parsed = schema.safeParse({ ...sampleMeterReading, ...changes });
  return parsed.success ? [] : parsed.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

describe('meterReadingSchema', () => {
  it('accepts the form body, counters typed with digit groups or sent as numbers', () => {
    expect(schema.parse({ ...sampleMeterReading, mono: '1,234,567', color: ' 99 999 ', scans: '', largeFormat: '0' })).toMatchObject({
      mono: 1_234_567,
      color: 99_999,
      scans: undefined,
      largeFormat: 0,
    });
  });

  it.each([
    [0, []],
    [99_999_999, []],
    ['99,999,999', []],
    [100_000_000, [METER_MESSAGES.counter]],
    [-1, [METER_MESSAGES.counter]],
    [12.5, [METER_MESSAGES.counter]],
    ['12.5', [METER_MESSAGES.counter]],
    ['1e6', [METER_MESSAGES.counter]],
    ['', [METER_MESSAGES.counter]],
  ])('black & white %p: %p', (mono, messages) => {
    expect(errorsOf('mono', { mono })).toEqual(messages);
  });

  it('needs the black & white counter; color, scans and large-format area are optional', () => {
    expect(errorsOf('mono', { mono: undefined })).toEqual([METER_MESSAGES.counter]);
    for (const counter of ['color', 'scans', 'largeFormat']) {
      expect(errorsOf(counter, { [counter]: undefined })).toEqual([]);
      expect(errorsOf(counter, { [counter]: '' })).toEqual([]);
      expect(errorsOf(counter, { [counter]: 100_000_000 })).toEqual([METER_MESSAGES.counter]);
    }
  });

  it.each([
    [TODAY, []],
    ['2026-11-25', [METER_MESSAGES.future]],
    ['2025-11-23', []],
    ['2025-11-22', [METER_MESSAGES.tooOld]],
    ['2026-02-30', [METER_MESSAGES.date]],
    ['24/11/2026', [METER_MESSAGES.date]],
    ['', [METER_MESSAGES.date]],
  ])('reading date %s: %p', (readingDate, messages) => {
    expect(errorsOf('readingDate', { readingDate })).toEqual(messages);
  });

  it('takes the Equipment Number under the lookup rules: 1 to 32 letters, digits or dashes', () => {
    expect(errorsOf('equipmentNumber', { equipmentNumber: 'A'.repeat(32) })).toEqual([]);
    expect(errorsOf('equipmentNumber', { equipmentNumber: 'A'.repeat(33) })).toHaveLength(1);
    expect(errorsOf('equipmentNumber', { equipmentNumber: 'EQ 1' })).toHaveLength(1);
  });

  it('has the contact form name rule (at least 5 characters) and a note up to 500', () => {
    expect(errorsOf('name', { name: 'Avery' })).toEqual([]);
    expect(errorsOf('name', { name: 'Aver' })).toHaveLength(1);
    expect(errorsOf('note', { note: 'n'.repeat(500) })).toEqual([]);
    expect(errorsOf('note', { note: 'n'.repeat(501) })).toEqual(['Please use at most 500 characters']);
  });
});

describe('formatCount', () => {
  it('writes a counter with thousands separators', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1200)).toBe('1,200');
    expect(formatCount(99_999_999)).toBe('99,999,999');
  });
});
