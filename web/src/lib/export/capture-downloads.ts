// For component tests of downloads (the report's CSV, the directory's export): what the page
// hands to the browser, caught at the click on the <a download> that downloadFile makes.
import { vi } from 'vitest';

export interface CapturedDownload {
  name: string;
  blob: Blob;
}

/** Catches each file the page downloads: its name and its Blob. Restore with vi.restoreAllMocks. */
export function captureDownloads(): CapturedDownload[] {
  const files: CapturedDownload[] = [];
  const blobs = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  // The test DOM does not navigate; the click is where the browser would start the download.
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return files;
}

/** The Blob's bytes (read by a FileReader, which every DOM has). */
export function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable Blob'));
    reader.readAsArrayBuffer(blob);
  });
}
