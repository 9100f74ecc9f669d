/**
 * A small XML reader and writer for the cXML the punchout legs exchange (docs/punchout.md).
 * No dependency: the subset is elements, attributes, text, CDATA, comments and processing
 * instructions, and a careful reader of it is shorter than the review of a library's
 * entity options.
 *
 * Read liberally: a byte order mark, any whitespace, either quote, namespace prefixes (names
 * are compared by their local part, without regard to case, by `child` / `attribute`),
 * comments and processing instructions anywhere they may be.
 *
 * Never resolve anything: no DTD is read and no entity but the five of XML and character
 * references exists. A DOCTYPE is refused unless it is the bare reference to the cXML DTD
 * every procurement system sends (`<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/
 * 1.2.0xx/cXML.dtd">`, no internal subset), which is skipped, never fetched. Any other
 * DOCTYPE, an internal subset, an ENTITY declaration or a reference to an undeclared entity
 * (`&xxe;`) is refused: no XXE, no entity expansion.
 *
 * Write conservatively: UTF-8, the five escapes, characters XML 1.0 does not allow dropped.
 */

export type XmlElement = { readonly name: string; readonly attributes: ReadonlyMap<string, string>; readonly children: readonly XmlNode[] };
export type XmlNode = XmlElement | string;

/** Why a document was not read: `doctype` and `entity` are the refusals that keep XXE out. */
export type XmlRefusalKind = 'doctype' | 'entity' | 'malformed' | 'limit';

export class XmlRefused extends Error {
  override readonly name = 'XmlRefused';
  constructor(
    readonly kind: XmlRefusalKind,
    message: string,
  ) {
    super(message);
  }
}

export type ParseOptions = {
  /** @default 1_000_000 characters */
  maxLength?: number;
  /** @default 64 */
  maxDepth?: number;
};

/** The one DOCTYPE a cXML document may carry: the public cXML DTD by its address, nothing inside. */
const CXML_DOCTYPE = /^<!DOCTYPE\s+cXML\s+SYSTEM\s+(["'])https?:\/\/xml\.cxml\.org\/schemas\/cXML\/[0-9.]{1,16}\/cXML\.dtd\1\s*>/;
const NAME = /^[A-Za-z_:][-A-Za-z0-9_.:]*/;
const PREDEFINED: Readonly<Record<string, string>> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

/** A code point XML 1.0 allows in a document. */
function isXmlChar(code: number): boolean {
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd) || (code >= 0x10000 && code <= 0x10ffff);
}

function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&([^;&\s]{0,32});?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) throw new XmlRefused('malformed', `An "&" must start an entity reference such as &amp; (found "${whole.slice(0, 12)}").`);
    const named = PREDEFINED[ref];
    if (named !== undefined) return named;
    const numeric = /^#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}))$/.exec(ref);
    if (numeric) {
      const code = numeric[1] !== undefined ? parseInt(numeric[1], 16) : Number(numeric[2]);
      if (!isXmlChar(code)) throw new XmlRefused('malformed', `&${ref}; is not a character XML allows.`);
      return String.fromCodePoint(code);
    }
    throw new XmlRefused('entity', `The entity &${ref}; is not declared: this service reads no DTD and resolves no entity but &lt; &gt; &amp; &quot; &apos;.`);
  });
}

/** Reads one XML document into its root element; throws XmlRefused with a sentence on anything it will not read. */
export function parseXml(input: string, options: ParseOptions = {}): XmlElement {
  const maxLength = options.maxLength ?? 1_000_000;
  const maxDepth = options.maxDepth ?? 64;
  if (input.length > maxLength) throw new XmlRefused('limit', `The document is longer than ${maxLength} characters.`);
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  let at = 0;
  let root: XmlElement | null = null;
  const stack: { name: string; attributes: Map<string, string>; children: XmlNode[] }[] = [];

  const fail = (message: string): never => {
    throw new XmlRefused('malformed', `${message} (at character ${at}).`);
  };
  const skipSpace = () => {
    while (at < text.length && /\s/.test(text[at] ?? '')) at += 1;
  };
  const readUntil = (end: string, what: string): string => {
    const close = text.indexOf(end, at);
    if (close < 0) fail(`${what} is not closed with "${end}"`);
    const body = text.slice(at, close);
    at = close + end.length;
    return body;
  };

  while (at < text.length) {
    const open = text.indexOf('<', at);
    const chunk = open < 0 ? text.slice(at) : text.slice(at, open);
    if (chunk !== '') {
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(decodeEntities(chunk));
      else if (chunk.trim() !== '') fail('Text stands outside the root element');
    }
    if (open < 0) break;
    at = open;
    if (text.startsWith('<?', at)) {
      at += 2;
      readUntil('?>', 'A processing instruction');
    } else if (text.startsWith('<!--', at)) {
      at += 4;
      readUntil('-->', 'A comment');
    } else if (text.startsWith('<![CDATA[', at)) {
      const parent = stack[stack.length - 1];
      if (!parent) fail('CDATA stands outside the root element');
      at += 9;
      parent?.children.push(readUntil(']]>', 'A CDATA section'));
    } else if (/^<!DOCTYPE/i.test(text.slice(at, at + 9))) {
      const doctype = CXML_DOCTYPE.exec(text.slice(at));
      if (!doctype || root !== null || stack.length > 0) {
        throw new XmlRefused('doctype', 'The document declares a DOCTYPE this service does not accept: only the bare reference to the cXML DTD (no internal subset, no entities) is read, and never fetched.');
      }
      at += doctype[0].length;
    } else if (text.startsWith('<!', at)) {
      throw new XmlRefused('doctype', 'The document holds a declaration (<!ENTITY, <!ELEMENT …): this service reads no DTD.');
    } else if (text.startsWith('</', at)) {
      at += 2;
      const name = NAME.exec(text.slice(at))?.[0] ?? fail('A closing tag has no name');
      at += name.length;
      skipSpace();
      if (text[at] !== '>') fail(`The closing tag </${name} is not closed with ">"`);
      at += 1;
      const element = stack.pop();
      if (!element || element.name !== name) fail(`</${name}> closes ${element ? `<${element.name}>` : 'nothing'}`);
      const done: XmlElement = { name, attributes: element!.attributes, children: element!.children };
      const parent = stack[stack.length - 1];
      if (parent) parent.children.push(done);
      else root = done;
    } else {
      at += 1;
      if (root !== null) fail('A second root element follows the first');
      const name = NAME.exec(text.slice(at))?.[0] ?? fail('A tag has no name');
      at += name.length;
      const attributes = new Map<string, string>();
      for (;;) {
        const before = at;
        skipSpace();
        if (text.startsWith('/>', at) || text[at] === '>') break;
        if (at === before) fail(`The tag <${name} needs a space before its next attribute`);
        const attribute = NAME.exec(text.slice(at))?.[0] ?? fail(`The tag <${name} has something that is not an attribute`);
        at += attribute.length;
        skipSpace();
        if (text[at] !== '=') fail(`The attribute ${attribute} of <${name}> has no value`);
        at += 1;
        skipSpace();
        const quote = text[at];
        if (quote !== '"' && quote !== "'") fail(`The value of ${attribute} in <${name}> is not quoted`);
        at += 1;
        const raw = readUntil(quote as string, `The value of ${attribute} in <${name}>`);
        if (raw.includes('<')) fail(`The value of ${attribute} in <${name}> holds a "<"`);
        if (attributes.has(attribute)) fail(`<${name}> has the attribute ${attribute} twice`);
        attributes.set(attribute, decodeEntities(raw).replace(/[\t\n\r]/g, ' '));
      }
      const selfClosing = text.startsWith('/>', at);
      at += selfClosing ? 2 : 1;
      if (stack.length >= maxDepth) throw new XmlRefused('limit', `Elements are nested deeper than ${maxDepth}.`);
      if (selfClosing) {
        const done: XmlElement = { name, attributes, children: [] };
        const parent = stack[stack.length - 1];
        if (parent) parent.children.push(done);
        else root = done;
      } else {
        stack.push({ name, attributes, children: [] });
      }
    }
  }
  if (stack.length > 0) fail(`<${stack[stack.length - 1]?.name}> is not closed`);
  if (root === null) fail('The document has no root element');
  return root as XmlElement;
}

/** A name without its namespace prefix, for comparing: `cxml:Header` is `header`. */
const local = (name: string): string => name.slice(name.lastIndexOf(':') + 1).toLowerCase();

export function isElement(node: XmlNode | undefined): node is XmlElement {
  return typeof node === 'object';
}

/** The element's child elements named `name` (local name, any case). */
export function children(element: XmlElement | null | undefined, name: string): XmlElement[] {
  if (!element) return [];
  const wanted = name.toLowerCase();
  return element.children.filter((node): node is XmlElement => isElement(node) && local(node.name) === wanted);
}

/** The first child element named `name`, or null; `child(el, 'Header', 'From')` walks down. */
export function child(element: XmlElement | null | undefined, ...path: string[]): XmlElement | null {
  let node: XmlElement | null = element ?? null;
  for (const name of path) node = children(node, name)[0] ?? null;
  return node;
}

/** An attribute by name (any case, any prefix), or null. */
export function attribute(element: XmlElement | null | undefined, name: string): string | null {
  if (!element) return null;
  const wanted = name.toLowerCase();
  for (const [key, value] of element.attributes) if (local(key) === wanted) return value;
  return null;
}

/** The element's text, its descendants' included, trimmed; '' for none. */
export function textOf(element: XmlElement | null | undefined): string {
  if (!element) return '';
  const parts: string[] = [];
  const walk = (node: XmlNode) => {
    if (typeof node === 'string') parts.push(node);
    else node.children.forEach(walk);
  };
  walk(element);
  return parts.join('').trim();
}

/** Text for an XML document: the five escapes, and characters XML 1.0 does not allow left out. */
export function escapeXml(value: string): string {
  let out = '';
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (!isXmlChar(code)) continue;
    out += ch === '&' ? '&amp;' : ch === '<' ? '&lt;' : ch === '>' ? '&gt;' : ch === '"' ? '&quot;' : ch === "'" ? '&apos;' : ch;
  }
  return out;
}

/** An element to write: `x('Money', { currency: 'USD' }, '12.50')`; children are elements or text (escaped). */
export type XmlOut = { readonly name: string; readonly attributes: Readonly<Record<string, string>>; readonly children: readonly (XmlOut | string)[] };

export function x(name: string, attributes: Record<string, string | null | undefined> = {}, ...content: (XmlOut | string | null | false)[]): XmlOut {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(attributes)) if (value !== null && value !== undefined) kept[key] = value;
  return { name, attributes: kept, children: content.filter((c): c is XmlOut | string => c !== null && c !== false) };
}

/** The element as indented text; an element holding text alone stays on one line. */
export function writeXml(element: XmlOut, indent = ''): string {
  const attributes = Object.entries(element.attributes).map(([key, value]) => ` ${key}="${escapeXml(value)}"`).join('');
  if (element.children.length === 0) return `${indent}<${element.name}${attributes}/>`;
  if (element.children.every((c) => typeof c === 'string')) return `${indent}<${element.name}${attributes}>${escapeXml(element.children.join(''))}</${element.name}>`;
  const inner = element.children.map((c) => (typeof c === 'string' ? `${indent}  ${escapeXml(c)}` : writeXml(c, `${indent}  `))).join('\n');
  return `${indent}<${element.name}${attributes}>\n${inner}\n${indent}</${element.name}>`;
}
