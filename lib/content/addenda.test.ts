import { parseAddenda } from './addenda';

describe('parseAddenda', () => {
  it('returns nothing for empty or blank addenda', () => {
    expect(parseAddenda('')).toEqual([]);
    expect(parseAddenda('  <br> <p></p> ')).toEqual([]);
  });

  it('keeps https links with their text', () => {
    expect(parseAddenda('<a href="https://plans.example.com/p/12/add1.pdf" target="_blank">Addendum 1</a>')).toEqual([
      { kind: 'link', href: 'https://plans.example.com/p/12/add1.pdf', text: 'Addendum 1' },
    ]);
  });

  it('accepts single-quoted and unquoted hrefs and decodes entities in them', () => {
    expect(parseAddenda("<A HREF='https://x.example.com/a?b=1&amp;c=2'>A</A>")).toEqual([
      { kind: 'link', href: 'https://x.example.com/a?b=1&c=2', text: 'A' },
    ]);
    expect(parseAddenda('<a class=x href=https://x.example.com/b>B</a>')).toEqual([
      { kind: 'link', href: 'https://x.example.com/b', text: 'B' },
    ]);
  });

  it('turns line breaks into breaks and keeps the space between two links', () => {
    const html = 'Addenda: <a href="https://x.example.com/1">#1</a> <a href="https://x.example.com/2">#2</a><br/><br>Issued 3/2';
    expect(parseAddenda(html)).toEqual([
      { kind: 'text', text: 'Addenda: ' },
      { kind: 'link', href: 'https://x.example.com/1', text: '#1' },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://x.example.com/2', text: '#2' },
      { kind: 'break' },
      { kind: 'text', text: 'Issued 3/2' },
    ]);
  });

  it('keeps only the text of links whose href is not https', () => {
    for (const href of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'http://x.example.com/', '/relative', 'data:text/html,x', '']) {
      expect(parseAddenda(`<a href="${href}">Click</a>`)).toEqual([{ kind: 'text', text: 'Click' }]);
    }
    expect(parseAddenda('<a href="java&#115;cript:alert(1)">Click</a>')).toEqual([{ kind: 'text', text: 'Click' }]);
  });

  it('uses the address as the text of a link that has none', () => {
    expect(parseAddenda('<a href="https://x.example.com/doc"><img src="x.png"></a>')).toEqual([
      { kind: 'link', href: 'https://x.example.com/doc', text: 'https://x.example.com/doc' },
    ]);
  });

  it('drops every other tag and all attributes, script and style contents included', () => {
    const html =
      '<b onclick="steal()">Bold</b><img src=x onerror=alert(1)><script>alert(1)</script><style>a{}</style><!-- note --><iframe src="https://evil.example.com"></iframe>';
    expect(parseAddenda(html)).toEqual([{ kind: 'text', text: 'Bold' }]);
  });

  it('drops an unclosed script to the end of the field', () => {
    expect(parseAddenda('Before<script>alert(1)')).toEqual([{ kind: 'text', text: 'Before' }]);
  });

  it('decodes entities into text, which React then escapes (no markup can come back)', () => {
    // A code point out of range reads as U+FFFD, as a browser shows it; an unknown name stays as written.
    expect(parseAddenda('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#65;&#x42; &bogus; &#99999999;')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> & AB &bogus; \uFFFD' },
    ]);
  });

  it('drops scripts wherever they are: in a link, in a block, in upper case, with attributes', () => {
    expect(parseAddenda('<a href="https://x.example.com/1">One<script>alert(1)</script></a>')).toEqual([
      { kind: 'link', href: 'https://x.example.com/1', text: 'One' },
    ]);
    expect(
      parseAddenda('<p>Due<SCRIPT type="text/javascript">steal()</SCRIPT> 3/2</p><script src="https://evil.example.com/x.js"></script>'),
    ).toEqual([{ kind: 'text', text: 'Due 3/2' }]);
  });

  it('keeps no on* attribute: the link keeps only its address, other elements only their text', () => {
    expect(parseAddenda('<a href="https://x.example.com/1" onclick="steal()" onmouseover=steal()>One</a>')).toEqual([
      { kind: 'link', href: 'https://x.example.com/1', text: 'One' },
    ]);
    expect(parseAddenda('<div onload="steal()">Two</div><body onload=steal()>Three')).toEqual([
      { kind: 'text', text: 'Two' },
      { kind: 'break' },
      { kind: 'text', text: 'Three' },
    ]);
  });

  it('keeps no javascript: URL, however it is written', () => {
    for (const href of [
      ' javascript:alert(1)',
      'javascript&colon;alert(1)',
      'jav&#x09;ascript:alert(1)',
      'java\nscript:alert(1)',
      '&#106;avascript:alert(1)',
      'vbscript:x',
    ]) {
      expect(parseAddenda(`<a href="${href}">Click</a>`)).toEqual([{ kind: 'text', text: 'Click' }]);
    }
    expect(parseAddenda('<a href="https://x.example.com/" style="background:url(javascript:alert(1))">x</a>')).toEqual([
      { kind: 'link', href: 'https://x.example.com/', text: 'x' },
    ]);
  });

  it('leaves a lone < that does not start a tag as text', () => {
    expect(parseAddenda('Bids due < 2pm')).toEqual([{ kind: 'text', text: 'Bids due < 2pm' }]);
  });

  it('never returns a part containing a tag that came from markup', () => {
    const parts = parseAddenda('<div><a href="https://x.example.com/">x<b>y</b></a><svg onload=alert(1)></svg></div>');
    expect(parts).toEqual([{ kind: 'link', href: 'https://x.example.com/', text: 'xy' }]);
  });
});
