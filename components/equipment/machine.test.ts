/** @jest-environment node */
import { demo3dUrl, machineSummary } from './machine';

describe('machineSummary', () => {
  it('prefers the oneliner', () => {
    expect(machineSummary({ oneliner: 'Short line.', description: 'Long text. More.' })).toBe('Short line.');
  });

  it('falls back to the first sentence of the description', () => {
    expect(machineSummary({ description: 'Prints 8.5x11 to 11x17 sheets. Scans too!' })).toBe('Prints 8.5x11 to 11x17 sheets.');
    expect(machineSummary({ description: 'Is it fast? Yes.' })).toBe('Is it fast?');
  });

  it('uses the whole description when it has no sentence end', () => {
    expect(machineSummary({ description: '  A plotter for plans  ' })).toBe('A plotter for plans');
  });
});

describe('demo3dUrl', () => {
  it('joins series and model under the demo host', () => {
    expect(demo3dUrl('https://demo3d.example.com/', { hp_3dseries: 'designjet-t-series', hp_3dmodel: 't850' })).toBe(
      'https://demo3d.example.com/designjet-t-series/t850',
    );
  });
});
