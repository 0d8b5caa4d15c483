import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { parseCsv } from '@village/model/csv';
import { bytesOf, captureDownloads } from '../../../lib/export/capture-downloads';
import { I18nProvider } from '../../../lib/i18n/I18nProvider';
import { activateLanguage } from '../../../lib/i18n/store';
import { DEFAULT_DIRECTORY_STATE, withFilters, type DirectoryState } from './directory-state';
import { DirectoryView } from './DirectoryView';
import { directoryEntry } from './fixtures';
import { testDirectory } from './testing/test-directory';

const TODAY = new Date('2025-07-01T12:00:00Z');
const STUDENTS = [
  directoryEntry({ id: 'a', name: 'Asha Devi', educationLevel: '3rd Standard', gender: 'female' }),
  directoryEntry({ id: 'b', name: 'Ravi Kumar', educationLevel: '4th Standard', gender: 'male' }),
];

afterEach(async () => {
  await act(() => activateLanguage('en'));
});

async function renderInHindi(state: DirectoryState) {
  render(
    <I18nProvider>
      <Suspense fallback={<p>loading</p>}>
        <MemoryRouter>
          <DirectoryView
            directory={testDirectory(STUDENTS)}
            state={state}
            onStateChange={() => undefined}
            today={TODAY}
            exportName="Narela Public School"
          />
        </MemoryRouter>
      </Suspense>
    </I18nProvider>,
  );
  await act(() => activateLanguage('hi'));
}

describe('the directory in Hindi', () => {
  it('says its count, filters, chips and cards in Hindi', async () => {
    await renderInHindi(
      withFilters(DEFAULT_DIRECTORY_STATE, { category: 'primary', gender: 'female' }),
    );
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('1 में से 1 विद्यार्थी दिखाया जा रहा है'),
    );
    expect(screen.getByPlaceholderText('नाम या विद्यालय से खोजें...')).toBeVisible();
    expect(screen.getByRole('option', { name: 'प्राथमिक (कक्षा 1-5)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'उन्नत फ़िल्टर (2)' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: स्तर: प्राथमिक' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: लिंग: महिला' })).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Asha Devi देखें' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'तालिका दृश्य' })).toBeVisible();
  });

  it("says the social category and CWSN filters in the details' Hindi", async () => {
    await renderInHindi(
      withFilters(DEFAULT_DIRECTORY_STATE, { socialCategory: 'sc', cwsn: 'unrecorded' }),
    );
    expect(
      await screen.findByRole('button', {
        name: 'फ़िल्टर हटाएँ: सामाजिक श्रेणी: अनुसूचित जाति (SC)',
      }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', { name: 'फ़िल्टर हटाएँ: विशेष आवश्यकता वाला बच्चा: दर्ज नहीं' }),
    ).toBeVisible();
    // The panel opens for filters that come with the state.
    expect(screen.getByRole('combobox', { name: 'सामाजिक श्रेणी' })).toHaveValue('sc');
    expect(screen.getByRole('combobox', { name: 'सेक्शन' })).toBeDisabled();
  });

  it('says No students found in Hindi', async () => {
    await renderInHindi(withFilters(DEFAULT_DIRECTORY_STATE, { search: 'nobody' }));
    expect(await screen.findByText('कोई विद्यार्थी नहीं मिला')).toBeVisible();
    expect(screen.getByText('खोज के शब्द या फ़िल्टर बदलकर देखें')).toBeVisible();
  });

  it('exports with Hindi column headers, the values as stored', async () => {
    const files = captureDownloads();
    await renderInHindi(DEFAULT_DIRECTORY_STATE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'निर्यात करें' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'निर्यात करें' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'CSV फ़ाइल' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const rows = parseCsv(
      new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(files[0]!.blob)),
    );
    expect(rows[0]!.slice(0, 4)).toEqual(['विद्यार्थी आईडी', 'नाम', 'लिंग', 'जन्म तिथि']);
    expect(rows[1]![2]).toBe('Female');
  });
});
