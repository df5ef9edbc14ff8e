import { RichText } from '@/components/content/RichText';
import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { Photo } from '@/components/ui/Photo';
import { SvgImage } from '@/components/ui/SvgImage';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import { has3dDemo, type Machine } from '@/lib/content/machines';
import { siteConfig } from '@/lib/content/site';
import { demo3dUrl, machineImageSize } from './machine';
import styles from './MachineDetail.module.css';
import { MachineFeatures } from './MachineFeatures';

/**
 * The width of the machine's picture per viewport: the page's width less its margins on a phone,
 * else the narrower of the two columns of `.detail` (1 : 1.3, 2rem apart, in the 1200 px container).
 */
const PICTURE_SIZES = '(max-width: 760px) calc(100vw - 2rem), (max-width: 1200px) calc((100vw - 4rem) / 2.3), 494px';
/** The photo's box: 4:3 like the artwork, as wide as the column gets. */
const PICTURE_BOX = { width: 494, height: 370 };

/**
 * The words of a machine's page around the machine's own, by their names in the part "machine" of
 * data/content/pages/equipment-machine.json: its headings, the video button's text, and the 3D
 * demo's heading, sentence, button and frame title.
 */
export const MACHINE_DETAIL_WORDS = [
  'overview',
  'features',
  'specifications',
  'video',
  'demo-heading',
  'demo-text',
  'demo-button',
  'demo-frame',
] as const;

/** `MACHINE_DETAIL_WORDS` as the content says them for one machine (its name filled in). */
export type MachineDetailWords = Record<(typeof MACHINE_DETAIL_WORDS)[number], string>;

/**
 * The body of an equipment detail page (docs/requirements.md#equipment, rule 5): image (the photo
 * staff uploaded, with its credit, else the artwork), description (rich text: its paragraphs and
 * lists), features, specifications, the Download Datasheet and View Product Video buttons (each
 * only when its URL is set), and the external 3D virtual demo when the machine has a series and a
 * model, loaded only when the visitor opens it. Headings start at `h2`.
 * @param words the headings and texts around the machine's own (`MACHINE_DETAIL_WORDS`)
 */
export function MachineDetail({ machine, words }: { machine: Machine; words: MachineDetailWords }) {
  return (
    <>
      <div className={styles.detail}>
        {machine.photo ? (
          <figure className={styles.figure}>
            <Photo
              className={styles.image}
              src={machine.photo}
              alt={machine.photo_alt ?? machine.name}
              width={PICTURE_BOX.width}
              height={PICTURE_BOX.height}
              sizes={PICTURE_SIZES}
              priority
            />
            {machine.photo_credit && <figcaption>{machine.photo_credit}</figcaption>}
          </figure>
        ) : (
          <SvgImage className={styles.image} src={machine.image_url} alt={machine.name} {...machineImageSize} priority />
        )}
        <div>
          <h2>{words.overview}</h2>
          <RichText source={machine.description} />
          <h2>{words.features}</h2>
          <MachineFeatures features={machine.features} />
          {machine.specifications.length > 0 && (
            <>
              <h2>{words.specifications}</h2>
              <table className={styles.specifications}>
                <tbody>
                  {machine.specifications.map(({ name, value }) => (
                    <tr key={name}>
                      <th scope="row">{name}</th>
                      <td>
                        <UnbrokenHyphens text={value} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </>
          )}
          {(machine.datasheet_url || machine.video_url) && (
            <p className="button-row">
              {machine.datasheet_url && (
                <NewTabLink className="button" href={machine.datasheet_url}>
                  Download Datasheet
                </NewTabLink>
              )}
              {machine.video_url && (
                <NewTabLink className="button button-outline" href={machine.video_url}>
                  {words.video}
                </NewTabLink>
              )}
            </p>
          )}
        </div>
      </div>
      {has3dDemo(machine) && (
        <section aria-labelledby="demo3d-heading">
          <h2 id="demo3d-heading">{words['demo-heading']}</h2>
          <p>{words['demo-text']}</p>
          {/* A closed <details> keeps the lazy frame from loading the vendor's page until asked:
              no script of ours, and none of the vendor's before the visitor wants it. */}
          <details className={styles.demo}>
            <summary className="button button-outline">{words['demo-button']}</summary>
            <ExternalFrame title={words['demo-frame']} src={demo3dUrl(siteConfig.external.demo3d, machine)} />
          </details>
        </section>
      )}
    </>
  );
}
