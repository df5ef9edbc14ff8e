import { METER_CSV_COLUMNS, meterReadingsCsv } from './meter-csv';

describe('meterReadingsCsv', () => {
  it('writes a header and one row per reading, counters in the form’s order, empty where none, CRLF ends', () => {
    const csv = meterReadingsCsv([
      { equipmentNumber: 'EQ-77812', readingDate: '2026-11-02', counters: { mono: 120345, color: 5400 } },
      { equipmentNumber: 'EQ-90001', readingDate: '2026-11-30', counters: { mono: 7, largeFormat: 12.5, scans: 0 } },
    ]);
    expect(METER_CSV_COLUMNS).toEqual([
      'Equipment Number',
      'Reading Date',
      'Black & White',
      'Color',
      'Scanned Pages',
      'Large-Format Area (sq ft)',
    ]);
    expect(csv).toBe(
      'Equipment Number,Reading Date,Black & White,Color,Scanned Pages,Large-Format Area (sq ft)\r\n' +
        'EQ-77812,2026-11-02,120345,5400,,\r\n' +
        'EQ-90001,2026-11-30,7,,0,12.5\r\n',
    );
  });

  it('quotes a field with a comma or quote, and defuses one a spreadsheet would run as a formula', () => {
    const csv = meterReadingsCsv([{ equipmentNumber: '=HYPERLINK("x"),1', readingDate: '2026-11-02', counters: { mono: 1 } }]);
    expect(csv.split('\r\n')[1]).toBe(`"'=HYPERLINK(""x""),1",2026-11-02,1,,,`);
  });

  it('is the header alone for no reading', () => {
    expect(meterReadingsCsv([])).toBe(`${METER_CSV_COLUMNS.join(',')}\r\n`);
  });
});
