/** @jest-environment node */
import { machinesWithNewPlotter } from '@/test/content-folder-copy';
import { entryPages, entryRedirects } from './entry-pages';
import { getMachine } from './machines';
import { getTemplate, TEMPLATES_FOLDER } from './templates';

describe('entryPages', () => {
  const pages = entryPages();

  it("leads each machine's file name to its page", () => {
    const page = pages.get('/equipment/machine/hp-designjet-t850-36-in-mfp')!;
    const [, , category, id] = page.split('/');
    expect(getMachine(category, id)!.name).toBe('HP DesignJet T850 36-in MFP');
  });

  it("leads each template's file name to its page", () => {
    const page = pages.get('/library/file/face-mask-required')!;
    expect(getTemplate(page.split('/').at(-1)!)!.filename).toBe('face-mask-required.svg');
  });

  it('has one page per machine and template, and a redirect of next.config.ts for each', () => {
    expect(new Set(pages.values()).size).toBe(pages.size);
    expect(entryRedirects()).toEqual([...pages].map(([source, destination]) => ({ source, destination, permanent: false })));
  });

  it('follows the content: a new machine takes its place (by order, then file name) and moves those after it', () => {
    const second = [...pages].find(([, page]) => page === '/equipment/cad/1')![0];
    const copy = entryPages({ machines: machinesWithNewPlotter(), templates: TEMPLATES_FOLDER });
    expect(copy.get('/equipment/machine/hp-designjet-t230-24-in-printer')).toBe('/equipment/cad/0');
    expect(copy.get('/equipment/machine/new-plotter')).toBe('/equipment/cad/1');
    expect(copy.get(second)).toBe('/equipment/cad/2');
  });
});
