import { strFromU8, unzipSync, type UnzipFileInfo } from 'fflate';
import { SPREADSHEET_REFUSALS } from './refusals';
import { childNamed, childrenNamed, parseXml } from './xml';

/**
 * The parts of an .xlsx, a zip of XML parts: each unpacked only when asked for and all within one
 * cap, found by their relationships as Excel, LibreOffice and Google Sheets write them, and the
 * workbook's list of worksheets. The sheet reader (xlsx-read.ts) reads their cells.
 */

/** A file that is not a workbook this reader can read; the message is for the user. */
export class XlsxReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'XlsxReadError';
  }
}

/**
 * Unpacked parts beyond this many bytes are refused: a zip bomb must not take the tab down, and
 * no more is needed for the 20,000 rows an import takes. Measured: 20,000 rows of the template's
 * 69 columns filled as its example row (49 of them), written by writeXlsx, unpack to a 71.3 MiB
 * sheet (3.7 kB a row; the file itself is 3.6 MiB). That is the most verbose a workbook gets: each
 * text an inline string with its cell reference, where Excel, LibreOffice and Sheets write an
 * index into the shared strings, and few registers fill every detail. 128 MiB leaves room for long
 * addresses, text in Devanagari (three bytes a letter) and a cover sheet or two. Only the parts
 * read count (rels, workbook, styles, shared strings, the worksheets), not the pictures.
 */
export const MAX_UNPACKED_BYTES = 128 * 1024 * 1024;

export const NOT_A_WORKBOOK = SPREADSHEET_REFUSALS.notWorkbook;

/** The parts of the zip, each unpacked only when asked for, all of them within the cap. */
export interface PartReader {
  text(path: string): string | undefined;
}

function partReader(bytes: Uint8Array): PartReader {
  let unpacked = 0;
  return {
    text(path) {
      let files: Record<string, Uint8Array>;
      try {
        files = unzipSync(bytes, {
          filter: (file: UnzipFileInfo) => {
            if (file.name !== path) return false;
            unpacked += file.originalSize;
            if (unpacked > MAX_UNPACKED_BYTES)
              throw new XlsxReadError(SPREADSHEET_REFUSALS.workbookTooLarge);
            return true;
          },
        });
      } catch (error) {
        if (error instanceof XlsxReadError) throw error;
        throw new XlsxReadError(NOT_A_WORKBOOK);
      }
      const part = files[path];
      return part && strFromU8(part);
    },
  };
}

/** A part's path inside the zip, from a relationship's target relative to `base`'s folder. */
function resolvePart(base: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = base.split('/').slice(0, -1);
  for (const segment of target.split('/')) {
    if (segment === '..') parts.pop();
    else if (segment !== '.') parts.push(segment);
  }
  return parts.join('/');
}

function relationshipsOf(parts: PartReader, part: string) {
  const slash = part.lastIndexOf('/');
  const rels = parts.text(`${part.slice(0, slash + 1)}_rels/${part.slice(slash + 1)}.rels`);
  if (rels === undefined) return [];
  return childrenNamed(parseXml(rels), 'Relationship').map((relationship) => ({
    id: relationship.attributes.Id ?? '',
    type: relationship.attributes.Type ?? '',
    target: resolvePart(part, relationship.attributes.Target ?? ''),
  }));
}

/** A workbook opened: its worksheets by name and part, and where what their cells need is. */
export interface OpenWorkbook {
  parts: PartReader;
  /** The worksheets, in the workbook's order (chart sheets are left out). */
  sheets: Array<{ name: string; path: string }>;
  sharedStringsPath: string | undefined;
  stylesPath: string | undefined;
  /** Whether dates count from 1904 (old Mac workbooks) rather than 1900. */
  date1904: boolean;
}

/**
 * The workbook's sheets and the paths of its shared strings and styles. Only the parts a reader
 * asks for are ever unpacked (pictures and pivot caches stay packed), so the cap counts what is
 * read, not what is there.
 */
export function openWorkbook(bytes: Uint8Array): OpenWorkbook {
  const parts = partReader(bytes);
  const officeDocument = relationshipsOf(parts, '').find((relationship) =>
    relationship.type.endsWith('/officeDocument'),
  );
  const workbookPath = officeDocument?.target ?? 'xl/workbook.xml';
  const workbookText = parts.text(workbookPath);
  if (workbookText === undefined) throw new XlsxReadError(NOT_A_WORKBOOK);
  const workbook = parseXml(workbookText);
  const relationships = relationshipsOf(parts, workbookPath);
  const partOfType = (type: string) =>
    relationships.find((relationship) => relationship.type.endsWith(`/${type}`))?.target;
  const workbookPr = childNamed(workbook, 'workbookPr');
  const sheetsElement = childNamed(workbook, 'sheets');
  const sheets: OpenWorkbook['sheets'] = [];
  for (const sheet of sheetsElement ? childrenNamed(sheetsElement, 'sheet') : []) {
    const relationship = relationships.find((entry) => entry.id === sheet.attributes.id);
    // Chart sheets are left out.
    if (!relationship?.type.endsWith('/worksheet')) continue;
    sheets.push({ name: sheet.attributes.name ?? '', path: relationship.target });
  }
  return {
    parts,
    sheets,
    sharedStringsPath: partOfType('sharedStrings'),
    stylesPath: partOfType('styles'),
    date1904: ['1', 'true'].includes(workbookPr?.attributes.date1904 ?? ''),
  };
}

/** Runs `read`, with every failure but the reader's own told to the user as not a workbook. */
export function asWorkbook<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (error instanceof XlsxReadError) throw error;
    console.warn('Workbook not read', error);
    throw new XlsxReadError(NOT_A_WORKBOOK);
  }
}
