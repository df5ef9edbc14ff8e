// docs/audit.md is written by two scripts (`npm run audit`, `npm run bench`), each owning named
// sections between markers, so that one script's run leaves the other's figures in place.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from './prod-server.mjs';

export const auditDocPath = path.join(projectRoot, 'docs', 'audit.md');

/** Order of the sections in the document, whichever script writes first. */
const sectionOrder = ['lighthouse', 'loopback', 'throttled', 'javascript', 'html', 'observatory', 'bench', 'proxy', 'load', 'cluster'];

const title = [
  '# Audit: speed, size, accessibility, search and server figures',
  '',
  'Written by `npm run audit` (Lighthouse, JavaScript bytes, HTML validity) and `npm run bench` (server throughput and the load test); do not edit by hand. Each section says when and at which commit it was measured.',
].join('\n');

/**
 * Replaces (or adds) one section of docs/audit.md, keeping the others.
 * @param {string} name one of the section names above
 * @param {string} markdown the section's content, heading included
 */
export function writeDocSection(name, markdown) {
  if (!sectionOrder.includes(name)) throw new Error(`Unknown audit section '${name}'`);
  const sections = new Map();
  if (existsSync(auditDocPath)) {
    const text = readFileSync(auditDocPath, 'utf8');
    for (const match of text.matchAll(/<!-- section:(\w+) -->\n([\s\S]*?)\n<!-- \/section:\1 -->/g)) {
      sections.set(match[1], match[2]);
    }
  }
  sections.set(name, markdown.trim());
  const body = sectionOrder
    .filter((key) => sections.has(key))
    .map((key) => `<!-- section:${key} -->\n${sections.get(key)}\n<!-- /section:${key} -->`);
  mkdirSync(path.dirname(auditDocPath), { recursive: true });
  writeFileSync(auditDocPath, `${[title, ...body].join('\n\n')}\n`);
}

/**
 * A markdown table.
 * @param {string[]} header column titles
 * @param {Array<Array<string | number>>} rows
 */
export function markdownTable(header, rows) {
  return [header, header.map(() => '---'), ...rows].map((cells) => `| ${cells.join(' | ')} |`).join('\n');
}
