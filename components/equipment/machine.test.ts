import { siteConfig } from '@/lib/content/site';
import { demo3dUrl, machineDescriptionText, machineSummary } from './machine';

describe('machineDescriptionText', () => {
  it("gives a rich description's words: paragraphs and list items run together, no markup, a shop fact as the shop says it", () => {
    expect(
      machineDescriptionText({ description: 'Prints **plans**.\n\nCall {% shop value="service_phone" /%} for:\n\n- toner\n- _repairs_' }),
    ).toBe(`Prints plans. Call ${siteConfig.phones.service} for: toner repairs`);
  });
});

describe('machineSummary', () => {
  it('prefers the oneliner', () => {
    expect(machineSummary({ oneliner: 'Short line.', description: 'Long text. More.' })).toBe('Short line.');
  });

  it('falls back to the first sentence of the description', () => {
    expect(machineSummary({ description: 'Prints 8.5x11 to 11x17 sheets. Scans too!' })).toBe('Prints 8.5x11 to 11x17 sheets.');
    expect(machineSummary({ description: 'Is it fast? Yes.' })).toBe('Is it fast?');
  });

  it("takes the first sentence of a rich description's words, not of its markup", () => {
    expect(machineSummary({ description: 'Prints **plans** fast.\n\nScans them too.' })).toBe('Prints plans fast.');
    expect(machineSummary({ description: 'A plotter for plans\n\n- 36 in\n- 44 in' })).toBe('A plotter for plans 36 in 44 in');
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
