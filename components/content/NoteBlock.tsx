import { RichText } from '@/components/content/RichText';
import type { BlockValue } from '@/lib/content/schemas/page';
import styles from './NoteBlock.module.css';

/** A `note` block (lib/content/schemas/page.ts): a boxed notice a visitor cannot miss. A page passes it to `PageBlocks` (`own`). */
export function NoteBlock({ value }: { value: BlockValue<'note'> }) {
  return (
    <div className="container">
      <div className={`alert alert-warning ${styles.note}`} role="note">
        <RichText source={value.body} />
      </div>
    </div>
  );
}
