import { shortHyphenatedRuns } from '@/lib/format/line-breaks';

/**
 * A plain text (a title or a machine's feature of the content; on the staff side, what a visitor
 * sent) with each short hyphenated word ('36-in', '550-sheet', 'EQ-SLOW') in a `.nowrap` span, so
 * that no line ends in '36-' and leaves 'in' alone on the next (lib/format/line-breaks.ts).
 * components/content/RichText.tsx renders each text of the content's rich text through it too.
 * @param text the text, shown as it is
 */
export function UnbrokenHyphens({ text }: { text: string }) {
  return (
    <>
      {shortHyphenatedRuns(text).map((run, index) =>
        run.whole ? (
          <span key={index} className="nowrap">
            {run.text}
          </span>
        ) : (
          run.text
        ),
      )}
    </>
  );
}
