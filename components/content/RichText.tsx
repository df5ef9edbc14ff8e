import Markdoc, { Tag, type Config, type Node, type RenderableTreeNode } from '@markdoc/markdoc';
import React from 'react';
import { Link } from '@/components/ui/Link';
import { NewTabLink } from '@/components/ui/NewTabLink';
import { UnbrokenHyphens } from '@/components/ui/UnbrokenHyphens';
import { richTextTags, type ShopValue } from '@/lib/content/schemas/rich-text';
import { linkHref, shopFact } from '@/lib/content/site';
import { telHref } from '@/lib/format/shop-phone';

/** What `{% shop value="…" /%}` shows: the fact as text, a phone or the email as a link to it. */
function shopValue(value: ShopValue): RenderableTreeNode {
  const fact = shopFact(value);
  if (value === 'phone' || value === 'service_phone') return new Tag('a', { href: telHref(fact) }, [fact]);
  if (value === 'email') return new Tag('a', { href: `mailto:${fact}` }, [fact]);
  return new Tag('UnbrokenHyphens', { text: fact });
}

/**
 * A page of the site goes through `Link` (no prefetch); an outside service of the site's settings
 * (`outside:upload`) opens in a new tab and says so; anything else is a plain anchor.
 */
function transformLink(node: Node, config: Config): RenderableTreeNode {
  const written = String(node.attributes.href);
  const href = linkHref(written);
  const component = written.startsWith('outside:') ? 'NewTabLink' : href.startsWith('/') ? 'Link' : 'a';
  return new Tag(component, { href }, node.transformChildren(config));
}

const baseConfig: Config = {
  nodes: {
    document: { transform: (node, config) => node.transformChildren(config) },
    link: { ...Markdoc.nodes.link, transform: transformLink },
    text: { ...Markdoc.nodes.text, transform: (node) => new Tag('UnbrokenHyphens', { text: String(node.attributes.content) }) },
  },
  tags: {
    shop: { ...richTextTags.shop, transform: (node) => shopValue(node.attributes.value as ShopValue) },
  },
};

/** For texts shown inside a line (a lead, a list item): a paragraph gives its words, not a `p`. */
const inlineConfig: Config = {
  ...baseConfig,
  nodes: { ...baseConfig.nodes, paragraph: { transform: (node, config) => node.transformChildren(config) } },
};

/**
 * Rich text of a content file (lib/content/schemas/rich-text.ts), rendered on the server: Markdoc's
 * paragraphs, lists, bold, italic and links, and the shop's identity by name; a short hyphenated
 * word keeps to one line. No raw HTML passes: Markdoc's parser does not read it.
 * @param source Markdoc source, as the content editor wrote it
 * @param inline render paragraphs as their words (inside a line such as a lead or a list item)
 */
export function RichText({ source, inline = false }: { source: string; inline?: boolean }) {
  const content = Markdoc.transform(Markdoc.parse(source), inline ? inlineConfig : baseConfig);
  return <>{Markdoc.renderers.react(content, React, { components: { Link, NewTabLink, UnbrokenHyphens } })}</>;
}
