/// <reference types="google.maps" />
import { act, render, screen, waitFor } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { StudentMap } from './StudentMap';
import { installGoogleMapsMocks, mockInstances } from './testing/google-maps-mocks';

// Its own file: a key Google refused stays refused for the rest of the page's life.
it(
  'shows the fallback when Google refuses the key (gm_authFailure)',
  { timeout: 30_000 },
  async () => {
    installGoogleMapsMocks();
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'refused-key');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <StudentMap
        markers={[{ lat: 28.5, lng: 77.1234567, title: 'Diya Patel' }]}
        height={300}
        ariaLabel="Student locations"
      />,
    );
    await waitFor(() => expect(mockInstances.get(google.maps.Map)).toHaveLength(1), {
      timeout: 10_000,
    });
    // What the Maps script calls when the key is wrong or not allowed on this site.
    act(() => window.gm_authFailure?.());
    expect(
      await screen.findByText(/Google Maps refused the API key/, undefined, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/28\.50000, 77\.12346/)).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/auth-failure/));
  },
);
