import { z } from 'zod';
import { formatPath, parseDataFile } from './parse';

describe('formatPath', () => {
  it('reads like the JSON file: object keys with dots, array indexes in brackets', () => {
    expect(formatPath(['mfp', 2, 'features', 0])).toBe('mfp[2].features[0]');
  });

  it('starts with a bracket when the file is an array', () => {
    expect(formatPath([0, 'price'])).toBe('[0].price');
  });

  it('keeps keys that contain spaces as they are', () => {
    expect(formatPath(['Public Works', 1, 'url'])).toBe('Public Works[1].url');
  });

  it('is empty for the root', () => {
    expect(formatPath([])).toBe('');
  });
});

describe('parseDataFile', () => {
  const schema = z.object({ mfp: z.array(z.object({ name: z.string().min(1), features: z.array(z.string()) })) });

  it('returns the parsed output of the schema', () => {
    const trimmed = z.object({ name: z.string().trim() });
    expect(parseDataFile('data/x.json', trimmed, { name: '  T850  ' })).toEqual({ name: 'T850' });
  });

  it('throws naming the file and the path of the bad field', () => {
    const data = {
      mfp: [
        { name: 'ok', features: [] },
        { name: '', features: [] },
      ],
    };
    expect(() => parseDataFile('data/machines.json', schema, data)).toThrow('data/machines.json: mfp[1].name:');
  });

  it('lists every bad field on its own line', () => {
    const data = { mfp: [{ name: '', features: ['a', 3] }] };
    let message = '';
    try {
      parseDataFile('data/machines.json', schema, data);
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid data file data/machines.json');
    expect(lines.slice(1).map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      'data/machines.json: mfp[0].name',
      'data/machines.json: mfp[0].features[1]',
    ]);
  });

  it('names the root when the whole file has the wrong shape', () => {
    expect(() => parseDataFile('data/templates.json', z.array(z.string()), {})).toThrow('data/templates.json: (root):');
  });
});
