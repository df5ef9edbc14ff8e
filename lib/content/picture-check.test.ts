import { svgProblems } from './picture-check';

/** An SVG drawing a square, with `inside` and the root's `attributes`. */
const svg = (inside: string, attributes = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"${attributes}><rect width="10" height="10"/>${inside}</svg>`;

describe('svgProblems', () => {
  it('takes a drawing that refers only to its own parts and to pictures it carries', () => {
    const inside =
      '<defs><linearGradient id="g"><stop offset="0"/></linearGradient></defs><use xlink:href="#g"/>' +
      '<rect style="fill: url(\'#g\')" width="1" height="1"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>';
    expect(svgProblems(svg(inside))).toEqual([]);
  });

  it.each([
    [
      'a script of another namespace',
      svg('<html:script xmlns:html="http://www.w3.org/1999/xhtml">alert(1)</html:script>'),
      'has a <html:script>',
    ],
    [
      'a javascript: link with a tab in its scheme',
      svg('<a xlink:href="java\tscript:alert(1)"><circle r="1"/></a>'),
      'links to javascript:',
    ],
    ['an event handler in capitals', svg('<circle r="1" ONCLICK="alert(1)"/>'), 'has an event handler attribute ONCLICK'],
    ['an outside link', svg('<a href="https://example.com/"><circle r="1"/></a>'), 'refers to https://example.com/ outside the file'],
    ['a picture of the site by its path', svg('<image href="/images/x.png"/>'), 'refers to /images/x.png outside the file'],
    ['a url() to another file', svg('<rect fill="url(other.svg#g)" width="1" height="1"/>'), 'refers to other.svg#g outside the file'],
    ['a style sheet imported', svg('<style>@import "https://example.com/a.css";</style>'), 'imports a style sheet'],
    [
      'a url() in its style',
      svg('<style><![CDATA[rect { fill: url(https://example.com/p.svg#p) }]]></style>'),
      'refers to https://example.com/p.svg#p',
    ],
    ['a style sheet it links', `<?xml-stylesheet href="https://example.com/a.css"?>${svg('')}`, 'links a style sheet'],
    [
      'a link set by an animation',
      svg('<a href="#x"><set attributeName="href" to="https://example.com/"/></a>'),
      'refers to https://example.com/',
    ],
  ])('refuses %s', (_, source, problem) => {
    expect(svgProblems(source)).toEqual([expect.stringContaining(problem)]);
  });

  it('refuses a file that is no SVG, or cannot be read', () => {
    expect(svgProblems('<html><body></body></html>')).toEqual(['is not an SVG: its first element is <html>']);
    expect(svgProblems('<svg xmlns="http://www.w3.org/2000/svg"><rect></svg>')).toEqual([
      expect.stringMatching(/^cannot be read as an SVG \(line 1\): /),
    ]);
  });
});
