import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { verhoeffCheckDigit } from '@village/model/identity';
import { auditPath, studentIdentityPath } from '@village/model/paths';
import { appPath } from './support/app';
import { openGroup, valueOf } from './support/details';
import { adminDb } from './support/emulators';
import { enterOrganization, organizationWithAdmin, storedStudentsNamed } from './support/students';

// A full Aadhaar number never reaches the browser's storage (docs/decisions/identity-numbers.md):
// typed in the form, shown on the profile, put in the child's data download and then signed out
// of (keeping this device's data, the default), it is in no IndexedDB database of the origin
// (Firestore's offline cache among them), nor in localStorage or sessionStorage. It travels only
// through the setAadhaar and revealAadhaar callables.

/** What a test waits for a Cloud Function on a machine of 2 busy cores. */
const FUNCTION_WAIT = { timeout: 180_000 };

/**
 * Every string and number the origin keeps in its IndexedDB databases (each object store's keys
 * and values, walked to the leaves; binary data read as Latin-1 text) and in its Web Storage, as
 * one text per place: "idb <database>/<store>", "localStorage", "sessionStorage".
 */
async function storedTexts(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const texts: Record<string, string> = {};
    const leaves = (value: unknown, out: string[], seen: Set<unknown>) => {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'bigint') {
        out.push(String(value));
      } else if (value instanceof Date) {
        out.push(String(value.getTime()));
      } else if (value instanceof ArrayBuffer || ArrayBuffer.isView(value)) {
        const bytes =
          value instanceof ArrayBuffer
            ? new Uint8Array(value)
            : new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
        out.push(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''));
      } else if (value !== null && typeof value === 'object' && !seen.has(value)) {
        seen.add(value);
        for (const [key, item] of Object.entries(value)) {
          out.push(key);
          leaves(item, out, seen);
        }
      }
    };
    const request = <T>(req: IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
      });
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await request(indexedDB.open(name));
      for (const store of Array.from(database.objectStoreNames)) {
        const transaction = database.transaction(store, 'readonly');
        const objects = transaction.objectStore(store);
        const [keys, values] = await Promise.all([
          request(objects.getAllKeys()),
          request(objects.getAll()),
        ]);
        const out: string[] = [];
        leaves([keys, values], out, new Set());
        texts[`idb ${name}/${store}`] = out.join('\n');
      }
      database.close();
    }
    for (const [place, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      const out: string[] = [];
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        out.push(key, storage.getItem(key) ?? '');
      }
      texts[place] = out.join('\n');
    }
    return texts;
  });
}

/** The places whose text holds `pattern`, with what matched, for a failure to say where. */
function placesHolding(texts: Record<string, string>, pattern: RegExp): string[] {
  return Object.entries(texts).flatMap(([place, text]) => {
    const found = text.match(new RegExp(pattern.source, 'g'));
    return found ? [`${place}: ${found.join(', ')}`] : [];
  });
}

test.describe('the Aadhaar number and the browser storage', () => {
  test('typed, shown, downloaded and signed out of: no full number in IndexedDB or Web Storage', async ({
    page,
  }) => {
    test.setTimeout(300_000);
    const org = await organizationWithAdmin('Aadhaar Storage School');
    const aadhaar = `49187362505${verhoeffCheckDigit('49187362505')}`;
    const spaced = `${aadhaar.slice(0, 4)} ${aadhaar.slice(4, 8)} ${aadhaar.slice(8)}`;
    await enterOrganization(page, org);

    // Typed in the form, with the record.
    await page.goto(appPath('add-student'));
    await expect(page.getByRole('heading', { name: 'Add New Student' })).toBeVisible();
    await page.getByLabel(/^Full Name/).fill('Sunita Rawat');
    await page.getByRole('combobox', { name: /Education Level/ }).click();
    await page.getByRole('option', { name: '6th Standard', exact: true }).click();
    await page.getByLabel(/^School\/College Name/).fill('Aadhaar Storage School');
    const identity = await openGroup(page, 'Identity numbers');
    await identity.getByLabel('Aadhaar number or enrolment ID').fill(spaced);
    await page.getByRole('button', { name: 'Save Student Record' }).click();
    await expect(page.locator('.MuiSnackbar-root')).toContainText(
      'Student record has been added successfully.',
    );

    // The callable saved it on the server, apart, with its masked form and its History entry.
    await expect
      .poll(async () => (await storedStudentsNamed(org.orgId, 'Sunita Rawat')).length)
      .toBe(1);
    const [stored] = await storedStudentsNamed(org.orgId, 'Sunita Rawat');
    await expect
      .poll(
        async () =>
          (await adminDb.doc(studentIdentityPath(org.orgId, stored!.id)).get()).get('aadhaar'),
        FUNCTION_WAIT,
      )
      .toBe(aadhaar);
    expect((await stored!.ref.get()).get('identity')).toEqual({
      aadhaarLastFour: aadhaar.slice(-4),
      aadhaarKind: 'aadhaar',
    });
    const entries = await adminDb.collection(auditPath(org.orgId)).get();
    expect(entries.docs.map((entry) => entry.get('action'))).toEqual(['identity_saved']);

    // Shown on the profile: masked, then whole after Show.
    await page.goto(appPath(`student/${stored!.id}`));
    const value = valueOf(page, 'Aadhaar number or enrolment ID');
    await expect(value).toContainText(`XXXX XXXX ${aadhaar.slice(-4)}`);
    await value.getByRole('button', { name: 'Show' }).click();
    await expect(value).toContainText(spaced);

    // Put in the child's data download.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Download this child's data" }).click(),
    ]);
    expect(await readFile(await download.path(), 'utf8')).toContain(spaced);
    const actions = (await adminDb.collection(auditPath(org.orgId)).get()).docs.map((entry) =>
      entry.get('action'),
    );
    expect(actions.sort()).toEqual(['identity_exported', 'identity_saved', 'identity_shown']);

    // Signed out, keeping this device's data (the default).
    await page.getByRole('button', { name: 'Account: Asha Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByRole('checkbox', { name: "Also remove this device's saved data" }),
    ).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/signin$/);

    const texts = await storedTexts(page);
    // Firestore's cache is there, and holds the student: the scan reads what the app keeps.
    const firestore = Object.entries(texts).filter(([place]) => place.startsWith('idb firestore/'));
    expect(firestore.length).toBeGreaterThan(0);
    expect(firestore.some(([, text]) => text.includes('Sunita Rawat'))).toBe(true);
    // No 12-digit number anywhere, neither the typed number in any layout.
    expect(placesHolding(texts, /(?<!\d)\d{12}(?!\d)/)).toEqual([]);
    expect(placesHolding(texts, new RegExp(aadhaar))).toEqual([]);
    expect(placesHolding(texts, new RegExp(spaced))).toEqual([]);
    expect(placesHolding(texts, new RegExp(aadhaar.slice(0, 8)))).toEqual([]);
  });
});
