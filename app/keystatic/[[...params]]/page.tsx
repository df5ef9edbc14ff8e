import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { contentEditorStorage } from '@/lib/content-editor';
import styles from '../editor.module.css';
import { KeystaticAdmin } from '../KeystaticAdmin';

/** Staff only: out of search engines, as the X-Robots-Tag header says too (next.config.ts). */
export const metadata: Metadata = { title: 'Content editor', robots: { index: false, follow: false } };

/**
 * The content editor, /keystatic and every address below it (Keystatic routes them in the
 * browser; docs/editing.md). Rendered per request; where the editor must not run
 * (lib/content-editor.ts), the site's 404.
 */
export default function KeystaticPage() {
  if (!contentEditorStorage()) notFound();
  return (
    <div className={styles.editor}>
      <KeystaticAdmin />
    </div>
  );
}
