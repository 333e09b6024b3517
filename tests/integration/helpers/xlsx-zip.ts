import { crc32, deflateRawSync } from 'node:zlib';

/*
 * Hand-built .xlsx files for the import-limit tests (issue 33): a minimal workbook whose sheet
 * XML is generated directly (300 000 rows take a second, not ExcelJS's minute), and zips whose
 * central directory declares sizes the content does not have.
 */

export interface RawEntry {
  name: string;
  data: Buffer;
  /** Uncompressed size to declare instead of the true one (a lying or bomb-like directory). */
  declaredSize?: number;
}

/** A zip of deflated entries. */
export function buildZip(entries: RawEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, 'utf8');
    const packed = deflateRawSync(e.data);
    const crc = crc32(e.data);
    const size = e.declaredSize ?? e.data.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const cell = (ref: string, v: string | number) => {
  const r = ref ? ` r="${ref}"` : '';
  return typeof v === 'number'
    ? `<c${r}><v>${v}</v></c>`
    : `<c${r} t="inlineStr"><is><t>${escape(v)}</t></is></c>`;
};
const column = (i: number) => String.fromCharCode(65 + i);

/**
 * The XML of one sheet; `dimension` false leaves out the `<dimension>` element, `refs` false the
 * cell and row references (optional in the format; rows of equal cells then compress to nothing).
 */
export function sheetXml(rows: Array<Array<string | number>>, dimension = true, refs = true): Buffer {
  const width = Math.max(1, ...rows.slice(0, 1).map((r) => r.length));
  const parts = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>',
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
    dimension ? `<dimension ref="A1:${column(width - 1)}${rows.length}"/>` : '',
    '<sheetData>',
  ];
  rows.forEach((r, n) =>
    parts.push(
      refs
        ? `<row r="${n + 1}">${r.map((v, i) => cell(`${column(i)}${n + 1}`, v)).join('')}</row>`
        : `<row>${r.map((v) => cell('', v)).join('')}</row>`,
    ),
  );
  parts.push('</sheetData></worksheet>');
  return Buffer.from(parts.join(''), 'utf8');
}

/** A minimal valid workbook around one sheet's XML. */
export function workbook(sheet: Buffer, declaredSheetSize?: number): Buffer {
  const text = (name: string, xml: string): RawEntry => ({ name, data: Buffer.from(xml, 'utf8') });
  return buildZip([
    text(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    ),
    text(
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
        '</Relationships>',
    ),
    text(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
        '<sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    text(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
        '</Relationships>',
    ),
    { name: 'xl/worksheets/sheet1.xml', data: sheet, declaredSize: declaredSheetSize },
  ]);
}
