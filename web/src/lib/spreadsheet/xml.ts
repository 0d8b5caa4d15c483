/**
 * Just enough XML for the parts of an .xlsx workbook (SpreadsheetML): elements, attributes, text,
 * character references and CDATA; comments, processing instructions and the doctype are skipped.
 * Element and attribute names lose their namespace prefix ("x:c" → "c"), as some writers prefix
 * every element. It runs the same in the browser, in the unit tests' DOM and in Node (the browser tests read
 * the exported workbook with it), where a DOMParser would tie it to the browser.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
export type XmlNode = XmlElement | string;

const NAMED_ENTITIES: Record<string, string> = {
  lt: '<',
  gt: '>',
  amp: '&',
  quot: '"',
  apos: "'",
};

/** "&lt;b&gt; &#233; &#x20AC;" → "<b> é €"; an unknown entity is left as it is. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return safeCodePoint(parseInt(entity.slice(2), 16)) ?? whole;
    if (entity.startsWith('#')) return safeCodePoint(parseInt(entity.slice(1), 10)) ?? whole;
    return NAMED_ENTITIES[entity] ?? whole;
  });
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff
    ? String.fromCodePoint(code)
    : undefined;
}

/** Text for an element or an attribute value. Characters XML 1.0 cannot hold are dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // eslint-disable-next-line no-control-regex -- the control characters XML forbids
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const ATTRIBUTE = /([^\s=/>]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

function parseAttributes(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    attributes[localName(match[1]!)] = decodeEntities(match[2] ?? match[3] ?? '');
  }
  return attributes;
}

/** The document's root element; throws a SyntaxError on XML it cannot make sense of. */
export function parseXml(source: string): XmlElement {
  const root: XmlElement = { name: '#document', attributes: {}, children: [] };
  const stack: XmlElement[] = [root];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('<', at);
    const text = source.slice(at, open < 0 ? source.length : open);
    if (text) stack.at(-1)!.children.push(decodeEntities(text));
    if (open < 0) break;
    if (source.startsWith('<!--', open)) {
      at = endOf(source, '-->', open);
    } else if (source.startsWith('<![CDATA[', open)) {
      const end = endOf(source, ']]>', open);
      stack.at(-1)!.children.push(source.slice(open + 9, end - 3));
      at = end;
    } else if (source.startsWith('<?', open)) {
      at = endOf(source, '?>', open);
    } else if (source.startsWith('<!', open)) {
      at = endOf(source, '>', open);
    } else if (source.startsWith('</', open)) {
      const end = endOf(source, '>', open);
      const name = localName(source.slice(open + 2, end - 1).trim());
      const closed = stack.pop();
      if (!closed || closed === root || closed.name !== name)
        throw new SyntaxError(`Unexpected </${name}>`);
      at = end;
    } else {
      const end = tagEnd(source, open);
      const selfClosing = source[end - 2] === '/';
      const body = source.slice(open + 1, end - (selfClosing ? 2 : 1));
      const nameEnd = body.search(/[\s/>]|$/);
      const element: XmlElement = {
        name: localName(body.slice(0, nameEnd)),
        attributes: parseAttributes(body.slice(nameEnd)),
        children: [],
      };
      stack.at(-1)!.children.push(element);
      if (!selfClosing) stack.push(element);
      at = end;
    }
  }
  if (stack.length !== 1) throw new SyntaxError(`<${stack.at(-1)!.name}> is not closed`);
  const element = root.children.find((child): child is XmlElement => typeof child !== 'string');
  if (!element) throw new SyntaxError('No root element');
  return element;
}

/** An element found by elementsNamed, parsed, and the index in the source just after it. */
export interface ElementAt {
  element: XmlElement;
  end: number;
}

/**
 * The elements named `name` (with any prefix) in `source`, one by one, each parsed on its own:
 * a large part (a worksheet's rows, the shared strings) is read piece by piece, so its reader can
 * stop early and tell how far it is, and no tree of the whole part is ever held. Elements of this
 * name must not nest (rows and string items never do); where one starts is found by its name
 * alone, which a worksheet's text cannot fake (its "<" is always escaped).
 */
export function* elementsNamed(
  source: string,
  name: string,
): Generator<ElementAt, void, undefined> {
  const start = new RegExp(`<(?:[A-Za-z_][\\w.-]*:)?${name}(?=[\\s/>])`, 'g');
  for (let match = start.exec(source); match; match = start.exec(source)) {
    const open = match.index;
    const tagClose = tagEnd(source, open);
    const end =
      source[tagClose - 2] === '/' ? tagClose : endOf(source, `</${match[0].slice(1)}>`, tagClose);
    yield { element: parseXml(source.slice(open, end)), end };
    start.lastIndex = end;
  }
}

function endOf(source: string, marker: string, from: number): number {
  const index = source.indexOf(marker, from);
  if (index < 0) throw new SyntaxError(`Missing ${marker}`);
  return index + marker.length;
}

/** The index after a start tag's ">", skipping any ">" inside a quoted attribute value. */
function tagEnd(source: string, open: number): number {
  let quote: string | null = null;
  for (let index = open + 1; index < source.length; index += 1) {
    const char = source[index]!;
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  throw new SyntaxError('A tag is not closed');
}

/** The child elements named `name`. */
export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && child.name === name,
  );
}

export function childNamed(element: XmlElement, name: string): XmlElement | undefined {
  return childrenNamed(element, name)[0];
}

/** All the text inside an element, its descendants' included. */
export function textOf(element: XmlElement): string {
  return element.children
    .map((child) => (typeof child === 'string' ? child : textOf(child)))
    .join('');
}
