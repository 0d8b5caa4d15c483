import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits until the directory's engine has answered the query the directory shows now (its list
 * is no longer busy: DirectoryView).
 */
export async function directorySettled() {
  await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
}

/**
 * The names of the directory's cards, in order, once the directory has answered its query and
 * the grid has drawn as many as its count says (it draws a few cards per task: StudentGrid).
 */
export async function cardNames() {
  await directorySettled();
  await waitFor(() => {
    const count = /^Showing ([\d,]+) of/.exec(screen.queryByText(/^Showing /)?.textContent ?? '');
    const shown = count ? Number(count[1]!.replace(/,/g, '')) : 0;
    expect(screen.queryAllByRole('article')).toHaveLength(shown);
  });
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
}
