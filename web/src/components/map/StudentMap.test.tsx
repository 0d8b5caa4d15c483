/// <reference types="google.maps" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { StudentMap } from './StudentMap';

import {
  installGoogleMapsMocks,
  mockInstances,
  type GoogleMapsSpies,
} from './testing/google-maps-mocks';

const MARKERS = [
  { lat: 28.6139, lng: 77.209, title: 'Aarav Sharma', description: '12 Main Road\nRampur' },
  { lat: 28.5, lng: 77.1234567, title: 'Diya Patel' },
];

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('StudentMap fallback', () => {
  it('without an API key says so, lists the coordinates and logs the reason once', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <StudentMap markers={MARKERS} height={300} ariaLabel="Student locations" />,
    );
    const panel = screen.getByRole('region', { name: 'Student locations' });
    expect(within(panel).getByText('Map unavailable')).toBeInTheDocument();
    expect(within(panel).getByText(/No Google Maps API key is configured/)).toBeInTheDocument();
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Aarav Sharma: 28.61390, 77.20900',
      'Diya Patel: 28.50000, 77.12346',
    ]);
    expect(screen.queryByText('Loading map...')).not.toBeInTheDocument();

    rerender(<StudentMap markers={MARKERS} height={300} ariaLabel="Student locations" />);
    render(<StudentMap markers={[]} height={200} ariaLabel="Another map" />);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/no-key/);
  });

  it('offline says so, with a hint, and logs the reason', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    setOnline(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <StudentMap
        markers={MARKERS.slice(0, 1)}
        height={300}
        ariaLabel="Location of Aarav Sharma"
        unavailableHint="Enter the coordinates below."
      />,
    );
    const panel = screen.getByRole('region', { name: 'Location of Aarav Sharma' });
    expect(within(panel).getByText('You are offline, so the map cannot be loaded.')).toBeVisible();
    expect(within(panel).getByText('Enter the coordinates below.')).toBeVisible();
    expect(within(panel).getByText(/28\.61390, 77\.20900/)).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/offline/));
  });
});

// The lazy chunk and the library take a while to load on a busy CI machine.
describe(
  'StudentMap with Google Maps (mocked by @googlemaps/jest-mocks)',
  { timeout: 30_000 },
  () => {
    let spies: GoogleMapsSpies;

    beforeEach(() => {
      spies = installGoogleMapsMocks();
      vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
      setOnline(true);
    });

    async function renderLoadedMap(onMapClick = vi.fn(), expectOverlay = false) {
      render(
        <StudentMap
          center={{ lat: 28.6139, lng: 77.209 }}
          zoom={15}
          markers={MARKERS}
          onMapClick={onMapClick}
          height={300}
          ariaLabel="Student locations"
        />,
      );
      // The overlay shows while the lazy chunk and the (mocked) script load (the first time only:
      // both are loaded once per page).
      if (expectOverlay) expect(screen.getByText('Loading map...')).toBeInTheDocument();
      await waitFor(() => expect(mockInstances.get(google.maps.Map)).toHaveLength(1), {
        timeout: 10_000,
      });
      await waitFor(() => expect(screen.queryByText('Loading map...')).not.toBeInTheDocument(), {
        timeout: 10_000,
      });
      const map = mockInstances.get(google.maps.Map)[0]!;
      return { map, onMapClick };
    }

    it('shows Loading map..., then the map at the given centre and zoom with the attribution', async () => {
      await renderLoadedMap(vi.fn(), true);
      expect(spies.createMap).toHaveBeenCalledWith(
        expect.any(HTMLElement),
        expect.objectContaining({
          center: { lat: 28.6139, lng: 77.209 },
          zoom: 15,
          mapId: 'DEMO_MAP_ID',
        }),
      );
      expect(screen.getByText('Powered by Google Maps')).toBeInTheDocument();
      expect(screen.getByRole('region', { name: 'Student locations' })).toBeInTheDocument();
      expect(screen.queryByText('Map unavailable')).not.toBeInTheDocument();
    });

    it('renders one marker per student with its title', async () => {
      await renderLoadedMap();
      await waitFor(
        () =>
          expect(
            mockInstances
              .get(google.maps.marker.AdvancedMarkerElement)
              .filter((marker) => marker.map)
              .map((marker) => marker.title),
          ).toEqual(['Aarav Sharma', 'Diya Patel']),
        { timeout: 10_000 },
      );
    });

    it('opens the marker popup with its title and description on click', async () => {
      await renderLoadedMap();
      let marker: google.maps.marker.AdvancedMarkerElement | undefined;
      await waitFor(
        () => {
          marker = mockInstances
            .get(google.maps.marker.AdvancedMarkerElement)
            .find((candidate) => candidate.map && candidate.title === 'Aarav Sharma');
          expect(marker).toBeDefined();
        },
        { timeout: 10_000 },
      );
      act(() => {
        marker!.dispatchEvent(new Event('gmp-click'));
      });
      await waitFor(
        () => expect(mockInstances.get(google.maps.InfoWindow).length).toBeGreaterThan(0),
        {
          timeout: 10_000,
        },
      );
      const infoWindow = mockInstances.get(google.maps.InfoWindow).at(-1)!;
      await waitFor(() =>
        expect(infoWindow.open).toHaveBeenCalledWith(expect.objectContaining({ anchor: marker })),
      );
      // The library renders the popup's React content into the elements it hands to the InfoWindow.
      const content = vi.mocked(infoWindow.setContent).mock.calls.at(-1)?.[0] as HTMLElement;
      const header = spies.createInfoWindow.mock.calls.at(-1)?.[0]?.headerContent as HTMLElement;
      await waitFor(() => {
        expect(header.textContent).toBe('Aarav Sharma');
        expect(content.textContent).toBe('12 Main Road\nRampur');
      });
    });

    it('returns the latitude and longitude of a click on the map', async () => {
      const { map, onMapClick } = await renderLoadedMap();
      const addListener = vi.mocked(google.maps.event.addListener);
      await waitFor(() =>
        expect(
          addListener.mock.calls.some(([target, name]) => target === map && name === 'click'),
        ).toBe(true),
      );
      const [, , handler] = addListener.mock.calls.find(
        ([target, name]) => target === map && name === 'click',
      )!;
      // The mock's LatLng always answers 0, 0: give this one the clicked position.
      const latLng = new google.maps.LatLng({ lat: 28.7, lng: 77.3 });
      vi.mocked(latLng.toJSON).mockReturnValue({ lat: 28.7, lng: 77.3 });
      act(() => {
        (handler as (event: google.maps.MapMouseEvent) => void)({
          latLng,
          domEvent: new MouseEvent('click'),
          stop: () => {},
        });
      });
      expect(onMapClick).toHaveBeenCalledWith({ lat: 28.7, lng: 77.3 });
    });

    it('shows the fallback when the script fails to load', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      // The script's bootstrap fails: the provider's first import ('core') rejects.
      const importLibrary = vi.mocked(google.maps.importLibrary);
      const mockedImport = importLibrary.getMockImplementation()!;
      onTestFinished(() => {
        importLibrary.mockImplementation(mockedImport);
      });
      importLibrary.mockImplementation((name) =>
        name === 'core'
          ? Promise.reject(new Error('The Google Maps JavaScript API could not load.'))
          : mockedImport(name),
      );
      render(<StudentMap markers={MARKERS} height={300} ariaLabel="Student locations" />);
      expect(
        await screen.findByText(/The map could not load\. Check the API key/, undefined, {
          timeout: 10_000,
        }),
      ).toBeInTheDocument();
      expect(screen.getByText(/28\.61390, 77\.20900/)).toBeInTheDocument();
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/failed/), expect.any(Error));
    });
  },
);
