import { RichText } from '@/components/content/RichText';

/**
 * A notice only a browser that runs no scripts shows (`<noscript>`): why a part cannot work then,
 * and what to do instead (docs/requirements.md#forms-without-javascript).
 * @param body the content's rich text, one paragraph (the editor's field is inline)
 * @param inColumn true where nothing around it sets the page's column (a part with no heading or words)
 */
export function WithoutScripts({ body, inColumn = false }: { body: string; inColumn?: boolean }) {
  const notice = (
    <p className="alert alert-warning">
      <RichText source={body} inline />
    </p>
  );
  return <noscript>{inColumn ? <div className="container">{notice}</div> : notice}</noscript>;
}
