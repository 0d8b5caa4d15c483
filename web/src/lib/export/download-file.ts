/**
 * Saves a file through the browser's download (Blob, object URL, a click on an <a download>): no
 * server round trip, and it works offline from the cached index.
 */
export function downloadFile(content: string | Uint8Array, fileName: string, type: string): void {
  // The Blob encodes a string as UTF-8; a leading \uFEFF becomes the bytes EF BB BF.
  const part: BlobPart =
    typeof content === 'string' ? content : (content as Uint8Array<ArrayBuffer>);
  const url = URL.createObjectURL(new Blob([part], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked after the click has been handled: some browsers read the URL asynchronously.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
}

/** A text file (the CSVs). */
export function downloadTextFile(text: string, fileName: string, type: string): void {
  downloadFile(text, fileName, type);
}

export const CSV_MIME_TYPE = 'text/csv;charset=utf-8';
