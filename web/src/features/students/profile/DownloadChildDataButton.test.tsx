import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backToEnglish, renderInHindi } from '../../../lib/i18n/testing/render-in-hindi';
import { bytesOf, captureDownloads } from '../../../lib/export/capture-downloads';
import { DownloadChildDataButton } from './DownloadChildDataButton';

const NAME = "Download this child's data";
const FILE = { fileName: 'ravi-kumar-data-2026-11-27.json', text: '{\n  "Student": {}\n}\n' };

/** A promise and its settling, for a download that is still being made. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(async () => {
  vi.restoreAllMocks();
  await backToEnglish();
});

describe('DownloadChildDataButton', () => {
  it('saves the file it is given, under its name, as JSON', async () => {
    const files = captureDownloads();
    const download = vi.fn(() => Promise.resolve(FILE));
    render(<DownloadChildDataButton download={download} hasAadhaar={false} />);

    await userEvent.click(screen.getByRole('button', { name: NAME }));

    await waitFor(() => expect(files).toHaveLength(1));
    expect(download).toHaveBeenCalledTimes(1);
    expect(files[0]!.name).toBe(FILE.fileName);
    expect(files[0]!.blob.type).toBe('application/json;charset=utf-8');
    expect(new TextDecoder().decode(await bytesOf(files[0]!.blob))).toBe(FILE.text);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says it is working while the file is made, and makes one file for two presses', async () => {
    const files = captureDownloads();
    const pending = deferred<typeof FILE>();
    const download = vi.fn(() => pending.promise);
    render(<DownloadChildDataButton download={download} hasAadhaar />);
    const button = screen.getByRole('button', { name: NAME });

    await userEvent.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('Preparing the file…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(download).toHaveBeenCalledTimes(1);

    await act(async () => pending.resolve(FILE));
    expect(files).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('says in place that a download needs a connection when the server cannot be reached', async () => {
    const files = captureDownloads();
    const download = vi.fn(() =>
      Promise.reject(Object.assign(new Error('Failed to get document'), { code: 'unavailable' })),
    );
    render(<DownloadChildDataButton download={download} hasAadhaar={false} />);

    await userEvent.click(screen.getByRole('button', { name: NAME }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Downloading needs a connection. Try again when you are online.',
    );
    expect(files).toHaveLength(0);
  });

  it('says in place that it failed, for any other failure, and tries again when pressed', async () => {
    captureDownloads();
    const download = vi
      .fn<() => Promise<typeof FILE>>()
      .mockRejectedValueOnce(new Error('permission-denied'))
      .mockResolvedValueOnce(FILE);
    render(<DownloadChildDataButton download={download} hasAadhaar={false} />);

    await userEvent.click(screen.getByRole('button', { name: NAME }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The child's data could not be downloaded. Try again.",
    );

    await userEvent.click(screen.getByRole('button', { name: NAME }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(download).toHaveBeenCalledTimes(2);
  });

  it('is not pressable offline, and says why', () => {
    setOnline(false);
    const download = vi.fn(() => Promise.resolve(FILE));
    render(<DownloadChildDataButton download={download} hasAadhaar={false} />);

    expect(screen.getByRole('button', { name: NAME })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Downloading needs a connection. Try again when you are online.',
    );
  });

  it('says the download is recorded in the History only when there is an Aadhaar number', () => {
    const download = vi.fn(() => Promise.resolve(FILE));
    const { rerender } = render(<DownloadChildDataButton download={download} hasAadhaar />);
    const button = screen.getByRole('button', { name: NAME });
    expect(button).toHaveAccessibleDescription(
      expect.stringContaining("the download is recorded in the organization's History") as string,
    );

    rerender(<DownloadChildDataButton download={download} hasAadhaar={false} />);
    expect(button).toHaveAccessibleDescription(
      'One file with everything the school holds about the child, for the parent.',
    );
  });

  it('speaks Hindi', async () => {
    await renderInHindi(
      <DownloadChildDataButton download={() => Promise.resolve(FILE)} hasAadhaar />,
    );
    const button = await screen.findByRole('button', { name: 'इस बच्चे का डेटा डाउनलोड करें' });
    expect(button).toHaveAccessibleDescription(
      expect.stringContaining('संगठन के इतिहास में दर्ज') as string,
    );
  });
});
