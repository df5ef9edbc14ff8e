// docs/audit.md is written by two scripts (`npm run audit`, `npm run bench`), each owning named
// sections between markers, so that one script's run leaves the other's figures in place. The text
// above the first marker (how the figures are made and read) is written by hand and kept.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './prod-server.mjs';

export const auditDocPath = path.join(projectRoot, 'docs', 'audit.md');

/** Order of the sections in the document, whichever script writes first. */
const sectionOrder = [
  'lighthouse',
  'loopback',
  'throttled',
  'forms',
  'javascript',
  'html',
  'observatory',
  'bench',
  'proxy',
  'load',
  'cluster',
];

/** The document's start when it does not exist yet; once it does, its text above the first section is kept as it is. */
const title = [
  '# Audit: speed, size, accessibility, search and server figures',
  '',
  'The sections below are written by `npm run audit` (Lighthouse, JavaScript bytes, HTML validity) and `npm run bench` (server throughput and the load test); do not edit them by hand. Each section says when and at which commit it was measured.',
].join('\n');

const sectionPattern = /<!-- section:(\w+) -->\n([\s\S]*?)\n<!-- \/section:\1 -->/g;

/**
 * The text of docs/audit.md with one section replaced (or added), the others kept, and the
 * hand-written header above the first section (what the figures mean, how to read them) kept
 * word for word.
 * @param {string | undefined} text the document as it is, or undefined when there is none yet
 * @param {string} name one of the section names above
 * @param {string} markdown the section's content, heading included
 * @returns {string}
 */
export function withSection(text, name, markdown) {
  if (!sectionOrder.includes(name)) throw new Error(`Unknown audit section '${name}'`);
  const sections = new Map();
  let header = title;
  if (text !== undefined) {
    const first = text.indexOf('<!-- section:');
    header = (first === -1 ? text : text.slice(0, first)).trimEnd() || title;
    for (const match of text.matchAll(sectionPattern)) sections.set(match[1], match[2]);
  }
  sections.set(name, markdown.trim());
  const body = sectionOrder
    .filter((key) => sections.has(key))
    .map((key) => `<!-- section:${key} -->\n${sections.get(key)}\n<!-- /section:${key} -->`);
  return `${[header, ...body].join('\n\n')}\n`;
}

/**
 * Replaces (or adds) one section of docs/audit.md, keeping the others and the header.
 * @param {string} name one of the section names above
 * @param {string} markdown the section's content, heading included
 */
export function writeDocSection(name, markdown) {
  const text = existsSync(auditDocPath) ? readFileSync(auditDocPath, 'utf8') : undefined;
  mkdirSync(path.dirname(auditDocPath), { recursive: true });
  writeFileSync(auditDocPath, withSection(text, name, markdown));
}

/**
 * A markdown table.
 * @param {string[]} header column titles
 * @param {Array<Array<string | number>>} rows
 */
export function markdownTable(header, rows) {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
