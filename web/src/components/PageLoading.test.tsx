import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageLoading, SERVER_WAIT_MS } from './PageLoading';

describe('PageLoading', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is a spinner at first, then says it is still waiting for the server, with Retry', () => {
    render(<PageLoading />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByText(/Still waiting for the server/)).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SERVER_WAIT_MS - 1));
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(/Still waiting for the server…/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled();
  });

  it('says nothing about the server while the device is offline (the page says offline)', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<PageLoading />);
    act(() => vi.advanceTimersByTime(SERVER_WAIT_MS * 2));
    expect(screen.queryByText(/Still waiting for the server/)).not.toBeInTheDocument();
  });
});
