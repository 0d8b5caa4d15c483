// A lease: one document naming who does a piece of work now ({ holder, until }), so that one
// worker at a time does it. It is taken and released by writes conditioned on the document being
// unchanged since it was read, never in a transaction: hundreds of events looking at once neither
// lock it nor retry, and a holder that dies leaves a claim that expires.
import { Timestamp, type DocumentReference, type DocumentSnapshot } from 'firebase-admin/firestore';

/** Whether someone holds the lease now. */
export function leaseHeld(lease: DocumentSnapshot, nowMs: number): boolean {
  const until: unknown = lease.get('until');
  return (
    lease.exists &&
    typeof lease.get('holder') === 'string' &&
    until instanceof Timestamp &&
    until.toMillis() > nowMs
  );
}

/** A write refused because someone else wrote first: the document changed, or exists already. */
function lostRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 9 || code === 6; // FAILED_PRECONDITION, ALREADY_EXISTS
}

/** Takes the lease for `ms` when it is free or expired; false when another holds it or took it first. */
export async function takeLease(
  ref: DocumentReference,
  holder: string,
  ms: number,
): Promise<boolean> {
  const lease = await ref.get();
  if (leaseHeld(lease, Date.now())) return false;
  const claim = { holder, until: Timestamp.fromMillis(Date.now() + ms) };
  try {
    if (lease.exists && lease.updateTime) {
      await ref.update(claim, { lastUpdateTime: lease.updateTime });
    } else await ref.create(claim);
    return true;
  } catch (error) {
    if (lostRace(error)) return false;
    throw error;
  }
}

/** Frees the lease if this holder still has it (conditioned like takeLease). */
export async function releaseLease(ref: DocumentReference, holder: string): Promise<void> {
  const lease = await ref.get();
  if (lease.get('holder') !== holder || !lease.updateTime) return;
  try {
    await ref.update({ holder: null, until: null }, { lastUpdateTime: lease.updateTime });
  } catch (error) {
    if (!lostRace(error)) throw error;
  }
}

/** Extends the lease by `ms` from now; throws when the holder no longer has it. */
export async function renewLease(
  ref: DocumentReference,
  holder: string,
  ms: number,
): Promise<void> {
  const lease = await ref.get();
  if (!leaseHeld(lease, Date.now()) || lease.get('holder') !== holder || !lease.updateTime) {
    throw new Error(`The lease ${ref.path} is no longer held by ${holder}`);
  }
  await ref.update(
    { until: Timestamp.fromMillis(Date.now() + ms) },
    { lastUpdateTime: lease.updateTime },
  );
}
