import { emulatorHosts } from '../firebase';

/**
 * Counts the documents the server sent to this page's listeners, for `npm run bench` (which reads
 * `window.__villageReads`). Only against the emulators; in production this does nothing.
 */
interface ReadMeter {
  documents: number;
  snapshots: number;
}

const meter: ReadMeter | undefined = emulatorHosts ? { documents: 0, snapshots: 0 } : undefined;
if (meter) (window as unknown as { __villageReads: ReadMeter }).__villageReads = meter;

export function noteServerReads(documents: number) {
  if (!meter) return;
  meter.documents += documents;
  meter.snapshots += 1;
}
