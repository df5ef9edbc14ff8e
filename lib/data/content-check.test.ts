/** @jest-environment node */
import { contentFolderWith } from '@/test/content-folder-copy';
import { checkContent, CONTENT_FOLDERS } from './content-check';
import { MACHINES_FOLDER } from './machines';
import { TEMPLATES_FOLDER } from './templates';

describe('checkContent', () => {
  it("passes the repository's content", () => {
    expect(() => checkContent()).not.toThrow();
  });

  it('refuses a machine whose artwork does not exist, naming the file, the field and the missing file', () => {
    const machines = contentFolderWith(MACHINES_FOLDER, 'hp-designjet-t850-36-in-mfp.json', (machine) => {
      machine.image_url = '/images/machines/no-such-machine.svg';
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).toThrow(
      `${machines}/hp-designjet-t850-36-in-mfp.json: image_url: no file public/images/machines/no-such-machine.svg`,
    );
  });

  it('refuses a template whose design does not exist', () => {
    const templates = contentFolderWith(TEMPLATES_FOLDER, 'face-mask-required.json', (template) => {
      template.filename = 'no-such-sign.svg';
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, templates })).toThrow(
      `${templates}/face-mask-required.json: filename: no file public/templates/no-such-sign.svg`,
    );
  });

  it('refuses a template whose price is not a number, naming the field', () => {
    const templates = contentFolderWith(TEMPLATES_FOLDER, 'face-mask-required.json', (template) => {
      template.prices = [{ size: '8.5x11', price: 'five' }];
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, templates })).toThrow(`${templates}/face-mask-required.json: prices[0].price:`);
  });
});
