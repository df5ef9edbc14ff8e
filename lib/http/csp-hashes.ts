import { createHash } from 'node:crypto';

/**
 * The inline scripts a pre-rendered page may run under its Content-Security-Policy
 * (docs/decisions.md, "Pages' scripts by hash"): only those Next.js writes itself, recognised by
 * their exact shape and data-only arguments. Any other inline script (markup that reached the page
 * from content or a visitor) is listed apart and never hashed, so the browser refuses it.
 */

/** What `inlineScriptHashes` found in a page. */
export interface InlineScripts {
  /** `sha256-<base64>` of each distinct framework script, in page order (quote them in a policy). */
  hashes: string[];
  /** The bodies of the other inline scripts the browser would run, which the policy refuses. */
  others: string[];
}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
/** The `type`s a browser runs as script; any other (JSON-LD, importmap data...) is a data block CSP does not govern. */
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'text/ecmascript']);

/** Next's first flight-data script, always this text. */
const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
/** A flight-data chunk: the argument must be a JSON array. */
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/;
/** Turbopack's chunk-group bootstrap: the argument must be a JSON object. */
const TURBOPACK_BOOTSTRAP = /^\(globalThis\["([A-Za-z0-9_]+)"\] \|\| \(globalThis\["\1"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/;

/** The value of attribute `name` in a tag's attribute text; '' when it has no value, undefined when absent. */
function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+)))?(?=[\\s/>]|$)`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether an inline script's body is one Next.js writes: its flight-data pushes or Turbopack's
 * bootstrap, each with a JSON argument, so it can only hand data to the framework.
 */
export function isFrameworkScript(body: string): boolean {
  if (body === FLIGHT_INIT) return true;
  const flight = FLIGHT_PUSH.exec(body);
  if (flight) return isJson(flight[1]);
  const bootstrap = TURBOPACK_BOOTSTRAP.exec(body);
  return bootstrap ? isJson(bootstrap[2]) : false;
}

/** The CSP hash source of a script body, without quotes: `sha256-<base64>` of its UTF-8 text. */
export function scriptHash(body: string): string {
  return `sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}`;
}

/**
 * The hashes of the framework's inline scripts in a page's HTML, and the other inline scripts
 * (see `InlineScripts`). Scripts with `src` and data blocks (`type="application/ld+json"`) are
 * neither: the policy governs the first by origin, and the browser never runs the second.
 */
export function inlineScriptHashes(html: string): InlineScripts {
  const hashes = new Set<string>();
  const others: string[] = [];
  for (const [, attributes, body] of html.matchAll(SCRIPT)) {
    if (!SCRIPT_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase())) continue;
    if (attribute(attributes, 'src') !== undefined) continue;
    if (isFrameworkScript(body)) hashes.add(scriptHash(body));
    else others.push(body);
  }
  return { hashes: [...hashes], others };
}
