/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { contentFolderWith } from '@/test/content-folder-copy';
import { checkContent, CONTENT_FOLDERS } from './content-check';
import { HOME_FILE } from './home';
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

  it('refuses a Home page that features a machine that does not exist, naming it', () => {
    const content = contentFolderWith(path.dirname(HOME_FILE), path.basename(HOME_FILE), (home) => {
      home.featured = ['hp-designjet-t850-36-in-mfp', 'hp-designjet-t9000'];
    });
    const home = path.join(content, path.basename(HOME_FILE));
    expect(() => checkContent({ ...CONTENT_FOLDERS, home })).toThrow(
      `${home}: featured[1]: no machine ${MACHINES_FOLDER}/hp-designjet-t9000.json`,
    );
  });

  it('refuses a brand slide whose logo does not exist', () => {
    const content = contentFolderWith(path.dirname(HOME_FILE), path.basename(HOME_FILE), (home) => {
      home.brands = [{ name: 'Roland', logo: '/images/brands/roland.svg' }];
    });
    const home = path.join(content, path.basename(HOME_FILE));
    expect(() => checkContent({ ...CONTENT_FOLDERS, home })).toThrow(`${home}: brands[0].logo: no file public/images/brands/roland.svg`);
  });

  it('refuses a machine whose photo does not exist, naming the file, the field and the missing file', () => {
    const machines = contentFolderWith(MACHINES_FOLDER, 'hp-designjet-t850-36-in-mfp.json', (machine) => {
      Object.assign(machine, { photo: '/images/machines/hp-designjet-t850-36-in-mfp/photo.jpg', photo_alt: 'The T850' });
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).toThrow(
      `${machines}/hp-designjet-t850-36-in-mfp.json: photo: no file public/images/machines/hp-designjet-t850-36-in-mfp/photo.jpg`,
    );
  });

  it('refuses a photo without what it shows, and one that is not a JPEG, PNG or WebP', () => {
    const withoutAlt = contentFolderWith(
      MACHINES_FOLDER,
      'hp-designjet-z6-44-in-postscript-printer.json',
      (machine) => delete machine.photo_alt,
    );
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines: withoutAlt })).toThrow(
      `${withoutAlt}/hp-designjet-z6-44-in-postscript-printer.json: photo_alt: a photo needs its description`,
    );
    const gif = contentFolderWith(MACHINES_FOLDER, 'hp-designjet-z6-44-in-postscript-printer.json', (machine) => {
      machine.photo = '/images/machines/hp-designjet-z6-44-in-postscript-printer/photo.gif';
    });
    expect(() => checkContent({ ...CONTENT_FOLDERS, machines: gif })).toThrow(
      `${gif}/hp-designjet-z6-44-in-postscript-printer.json: photo: must be a JPEG, PNG or WebP`,
    );
  });

  it('refuses a photo over 10 MB, and takes one of 10 MB', () => {
    const folder = path.join('public', 'images', 'machines', 'content-check-large-photo');
    fs.mkdirSync(folder, { recursive: true });
    try {
      const machines = contentFolderWith(MACHINES_FOLDER, 'hp-designjet-t850-36-in-mfp.json', (machine) => {
        Object.assign(machine, { photo: '/images/machines/content-check-large-photo/photo.jpg', photo_alt: 'The T850' });
      });
      fs.writeFileSync(path.join(folder, 'photo.jpg'), '');
      fs.truncateSync(path.join(folder, 'photo.jpg'), 10 * 1024 * 1024);
      expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).not.toThrow();
      fs.truncateSync(path.join(folder, 'photo.jpg'), 10 * 1024 * 1024 + 60 * 1024);
      expect(() => checkContent({ ...CONTENT_FOLDERS, machines })).toThrow(
        `${machines}/hp-designjet-t850-36-in-mfp.json: photo: 10.1 MB, over the 10 MB a photo may have`,
      );
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
