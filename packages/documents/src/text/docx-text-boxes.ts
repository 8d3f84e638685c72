/**
 * The text of a DOCX's text boxes (`w:txbxContent`) that mammoth does not read. Word draws a text box as DrawingML
 * (`wps:txbx`), usually with a VML copy for old readers in `mc:Fallback`; mammoth reads only that copy, so a box
 * written without one (by other tools, or by generators) was lost — and some resumes keep the name, the contact
 * lines or the skills in boxes (two of 24 documents of one blind set came back with no name, e-mail or phone).
 *
 * Paragraphs end with a new line, `w:tab` is a tab and `w:br` a new line, as in the body's text. A box whose text the
 * body already holds (mammoth read its VML copy) is left out, and so is every `mc:Fallback` copy.
 */
export function docxTextBoxes(documentXml: string, bodyText: string): string[] {
  const xml = documentXml.replace(FALLBACK, '');
  const body = squeezed(bodyText);
  const boxes = new Map<string, string>();
  for (const match of xml.matchAll(TEXT_BOX)) {
    // A page holds a few boxes; a crafted file with thousands would make each one a search of the whole body.
    if (boxes.size === MAX_BOXES) break;
    const text = boxText(match[1] ?? '');
    const key = squeezed(text);
    if (key && !boxes.has(key) && !body.includes(key)) boxes.set(key, text);
  }
  return [...boxes.values()];
}

const MAX_BOXES = 50;
// Non-greedy up to a literal closing tag: each scan ends at the first one, so the work stays linear in the XML.
const FALLBACK = /<mc:Fallback\b[\s\S]*?<\/mc:Fallback>/g;
const TEXT_BOX = /<w:txbxContent\b[^>]*>([\s\S]*?)<\/w:txbxContent>/g;
/** The pieces of a run's text, in order: text, tab, line break, paragraph end. */
const PIECE = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:tab\b[^>]*\/>|<w:br\b[^>]*\/>|<\/w:p>/g;

function boxText(inner: string): string {
  let text = '';
  for (const piece of inner.matchAll(PIECE)) {
    const [whole, value] = piece;
    if (value !== undefined) text += decodeXml(value);
    else if (whole.startsWith('<w:tab')) text += '\t';
    else text += '\n';
  }
  return text.trim();
}

const squeezed = (text: string): string => text.replace(/\s+/g, ' ').trim();

const ENTITY = /&(?:#x([0-9a-fA-F]{1,6})|#(\d{1,7})|(amp|lt|gt|quot|apos));/g;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decodeXml(value: string): string {
  return value.replace(
    ENTITY,
    (whole, hex: string | undefined, decimal: string | undefined, name: string | undefined) => {
      if (name) return NAMED[name] ?? whole;
      const code = hex ? Number.parseInt(hex, 16) : Number(decimal);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    },
  );
}
