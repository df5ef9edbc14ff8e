import { z } from 'zod';
import { richTextSchema } from './rich-text';

/**
 * The equipment categories by key, in the order the site lists them (docs/requirements.md#equipment,
 * rule 2); the keys are their pages' addresses (`/equipment/mfp`). What visitors read of a category,
 * its title and introduction, is its page's content, data/content/pages/equipment-<key>.json
 * (lib/content/categories.ts); `label` is only its name in the content editor's Category menu.
 */
export const machineCategories = {
  mfp: { label: 'MFP Devices' },
  wide: { label: 'Wide Format Multi Function' },
  graphics: { label: 'Wide Format Graphics' },
  cad: { label: 'Wide Format CAD' },
  scanners: { label: 'Scanners' },
} as const;

export type MachineCategory = keyof typeof machineCategories;
export const categoryKeys = Object.keys(machineCategories) as MachineCategory[];

/** What a link of the content must start with: an absolute http(s) URL or a path of this site. */
export const LINK_PATTERN = /^(https?:\/\/|\/)/;
/** What a machine's artwork must be: an SVG drawing of public/images/machines/. */
export const MACHINE_ARTWORK_PATTERN = /^\/images\/machines\/[a-z0-9-]+\.svg$/;

/**
 * What a machine's photo must be: the one the content editor stores for it (keystatic.config.ts),
 * a JPEG, PNG or WebP in the machine's folder of public/images/machines/.
 */
export const MACHINE_PHOTO_PATTERN = /^\/images\/machines\/[a-z0-9-]+\/photo\.(jpe?g|png|webp)$/i;
/** The largest photo the content check takes, in bytes (10 MB): a camera's JPEG, not a raw file. */
export const MACHINE_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

const link = z.string().regex(LINK_PATTERN, 'must be an absolute URL or a path');

/** Machine as the pages show it (docs/requirements.md#equipment, rules 1 and 5). */
export const machineSchema = z.object({
  name: z.string().min(1),
  oneliner: z.string().min(1).optional(),
  /**
   * What the machine's page says of it: rich text (lib/content/schemas/rich-text.ts), paragraphs and lists;
   * where no markup goes (the cards' summary, search engines' data) its plain words.
   */
  description: z.string().min(1).pipe(richTextSchema),
  features: z.array(z.string().min(1)).min(1),
  image_url: z.string().regex(MACHINE_ARTWORK_PATTERN, 'must be an SVG of /images/machines/'),
  /** Shown instead of the artwork on the machine's page, with its text alternative and credit. */
  photo: z.string().regex(MACHINE_PHOTO_PATTERN, 'must be a JPEG, PNG or WebP photo uploaded in the editor').optional(),
  photo_alt: z.string().min(1).optional(),
  photo_credit: z.string().min(1).optional(),
  /** Rows of the page's specifications table, e.g. { name: 'Max. paper width', value: '36 in' }; none: no table. */
  specifications: z.array(z.object({ name: z.string().min(1), value: z.string().min(1) })).default([]),
  datasheet_url: link.optional(),
  video_url: link.optional(),
  hp_3dseries: z.string().min(1).optional(),
  hp_3dmodel: z.string().min(1).optional(),
});

export type Machine = z.infer<typeof machineSchema>;

/**
 * A machine's content file, `data/content/machines/<slug>.json` (docs/editing.md): the machine, its
 * category, and its place in the category's grid (1 first). keystatic.config.ts edits it; a test
 * keeps the two the same (test/content-editor.test.ts), but for rules only this schema has, which
 * the editor's fields cannot express: a photo is a JPEG, PNG or WebP, and it has its text
 * alternative; the description is there, and holds only what rich text may (no heading, no HTML).
 * That the photo exists and its size are checked by lib/content/content-check.ts.
 */
export const machineFileSchema = z
  .object({
    name: machineSchema.shape.name,
    category: z.enum(categoryKeys),
    order: z.number().int().min(1),
    ...machineSchema.omit({ name: true }).shape,
  })
  .refine((machine) => !machine.photo || machine.photo_alt, {
    message: 'a photo needs its description (what it shows)',
    path: ['photo_alt'],
  });

export type MachineFile = z.infer<typeof machineFileSchema>;
