import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentEditorStorage } from '@/lib/config/content-editor';
import styles from '../editor.module.css';

/** Staff only: out of search engines, as the X-Robots-Tag header says too (next.config.ts). */
export const metadata: Metadata = { title: 'Content editor', robots: { index: false, follow: false } };

/**
 * The content editor, /keystatic and every address below it (Keystatic routes them in the
 * browser; docs/editing.md). Rendered per request; where the editor must not run
 * (lib/config/content-editor.ts), the site's 404. Keystatic's screen is imported inside the build's own
 * test (`CONTENT_EDITOR_BUILT`, next.config.ts), so a build that cannot serve it leaves it out.
 */
export default async function KeystaticPage() {
  // A literal, not a reader: Next writes the build's value here (lib/config/build.ts), so a build without the editor drops it.
  if (process.env.CONTENT_EDITOR_BUILT === 'true' && contentEditorStorage()) {
    const { KeystaticAdmin } = await import('../KeystaticAdmin');
    return <KeystaticAdmin className={styles.editor} />;
  }
  notFound();
}
