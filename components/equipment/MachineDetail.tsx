import { ExternalFrame } from '@/components/ui/ExternalFrame';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { SvgImage } from '@/components/ui/SvgImage';
import { has3dDemo, type Machine } from '@/lib/data/machines';
import { siteConfig } from '@/lib/site';
import { demo3dUrl, machineImageSize } from './machine';
import styles from './MachineDetail.module.css';

/**
 * The body of an equipment detail page (docs/requirements.md#equipment, rule 5): image, description, features,
 * the Download Datasheet and View Product Video buttons (each only when its URL is set), and the
 * external 3D virtual demo when the machine has a series and a model, loaded only when the visitor
 * opens it. Headings start at `h2`.
 */
export function MachineDetail({ machine }: { machine: Machine }) {
  return (
    <>
      <div className={styles.detail}>
        <SvgImage className={styles.image} src={machine.image_url} alt={machine.name} {...machineImageSize} priority />
        <div>
          <h2>Overview</h2>
          <p>{machine.description}</p>
          <h2>Features</h2>
          <ul className="feature-list">
            {machine.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          {(machine.datasheet_url || machine.video_url) && (
            <p className="button-row">
              {machine.datasheet_url && (
                <NewTabLink className="button" href={machine.datasheet_url}>
                  Download Datasheet
                </NewTabLink>
              )}
              {machine.video_url && (
                <NewTabLink className="button button-outline" href={machine.video_url}>
                  View Product Video
                </NewTabLink>
              )}
            </p>
          )}
        </div>
      </div>
      {has3dDemo(machine) && (
        <section aria-labelledby="demo3d-heading">
          <h2 id="demo3d-heading">3D Virtual Demo</h2>
          <p>Turn the {machine.name} around, open its covers and trays, and see how it fits your space.</p>
          {/* A closed <details> keeps the lazy frame from loading the vendor's page until asked:
              no script of ours, and none of the vendor's before the visitor wants it. */}
          <details className={styles.demo}>
            <summary className="button button-outline">Show the 3D virtual demo</summary>
            <ExternalFrame title={`3D virtual demo of the ${machine.name}`} src={demo3dUrl(siteConfig.external.demo3d, machine)} />
          </details>
        </section>
      )}
    </>
  );
}
