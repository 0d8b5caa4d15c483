/// <reference types="google.maps" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TitledClusterRenderer } from './cluster-renderer';
import { StudentMap } from './StudentMap';
import type { MapMarker } from './map-types';
import { MAX_LISTED_MARKERS } from './MapUnavailable';
import {
  installGoogleMapsMocks,
  mockInstances,
  type GoogleMapsSpies,
} from './testing/google-maps-mocks';

// The clusterer's own drawing needs the real Maps script (its overlay, the map's projection):
// here a stand-in records what the map hands it, which is what this component decides.
const clusterers = vi.hoisted(
  () =>
    [] as Array<{
      map: unknown;
      markers: Set<google.maps.marker.AdvancedMarkerElement>;
      renders: number;
      removed: boolean;
      renderer: unknown;
    }>,
);
vi.mock('@googlemaps/markerclusterer', () => ({
  // What the cluster renderer builds on (cluster-renderer.test.ts draws with the real ones).
  DefaultRenderer: class {},
  MarkerUtils: {},
  MarkerClusterer: class {
    state = {
      map: undefined as unknown,
      markers: new Set<google.maps.marker.AdvancedMarkerElement>(),
      renders: 0,
      removed: false,
      renderer: undefined as unknown,
    };
    constructor({ map, renderer }: { map: unknown; renderer: unknown }) {
      this.state.map = map;
      this.state.renderer = renderer;
      clusterers.push(this.state);
    }
    addMarkers(markers: google.maps.marker.AdvancedMarkerElement[]) {
      markers.forEach((marker) => this.state.markers.add(marker));
    }
    removeMarkers(markers: google.maps.marker.AdvancedMarkerElement[]) {
      markers.forEach((marker) => this.state.markers.delete(marker));
    }
    clearMarkers() {
      this.state.markers.clear();
    }
    render() {
      this.state.renders += 1;
    }
    setMap(map: unknown) {
      if (map === null) this.state.removed = true;
    }
  },
}));

const STUDENTS: MapMarker[] = Array.from({ length: 30 }, (_, i) => ({
  id: `s${i}`,
  lat: 28.5 + i / 100,
  lng: 77.1 + i / 100,
  title: `Student ${i}`,
  description: `5th Standard · School ${i}`,
  link: { to: `/student/s${i}`, label: 'View profile' },
}));

function renderMap(markers: MapMarker[], props: { fitToMarkers?: boolean } = {}) {
  const element = (next: MapMarker[]) => (
    <MemoryRouter>
      <StudentMap
        markers={next}
        cluster
        zoom={12}
        height={300}
        ariaLabel="Student locations"
        {...props}
      />
    </MemoryRouter>
  );
  const view = render(element(markers));
  return { ...view, update: (next: MapMarker[]) => view.rerender(element(next)) };
}

const titles = (clusterer: (typeof clusterers)[number]) =>
  [...clusterer.markers].map((marker) => marker.title).sort();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  clusterers.length = 0;
});

describe('StudentMap with clustering', { timeout: 30_000 }, () => {
  let spies: GoogleMapsSpies;

  beforeEach(() => {
    spies = installGoogleMapsMocks();
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  });

  async function loadedClusterer() {
    await waitFor(() => expect(clusterers).toHaveLength(1), { timeout: 10_000 });
    return clusterers[0]!;
  }

  it('hands every marker to the clusterer, on the map, and keeps them across a live update', async () => {
    const { update, unmount } = renderMap(STUDENTS);
    const clusterer = await loadedClusterer();
    expect(clusterer.map).toBe(mockInstances.get(google.maps.Map)[0]);
    await waitFor(() => expect(clusterer.markers.size).toBe(30));
    const before = new Set(clusterer.markers);

    // One student moved, one deleted, one added: only those markers change.
    const next = STUDENTS.slice(1).map((marker) =>
      marker.id === 's5' ? { ...marker, lat: 28.9 } : marker,
    );
    next.push({ id: 'new', lat: 28.7, lng: 77.3, title: 'New Student' });
    update(next);
    await waitFor(() => expect(titles(clusterer)).toContain('New Student'));
    expect(titles(clusterer)).not.toContain('Student 0');
    expect(clusterer.markers.size).toBe(30);
    const kept = [...clusterer.markers].filter((marker) => before.has(marker));
    expect(kept).toHaveLength(28); // all but Student 0 (deleted) and Student 5 (moved)
    expect(clusterer.renders).toBeGreaterThan(0);
    // Its clusters are titled in the page's language, not the library's English.
    expect(clusterer.renderer).toBeInstanceOf(TitledClusterRenderer);

    unmount();
    expect(clusterer.removed).toBe(true);
  });

  it('opens the popup of a clicked marker with its title, description and link', async () => {
    renderMap(STUDENTS);
    const clusterer = await loadedClusterer();
    await waitFor(() => expect(clusterer.markers.size).toBe(30));
    const marker = [...clusterer.markers].find((candidate) => candidate.title === 'Student 7')!;
    act(() => {
      marker.dispatchEvent(new Event('gmp-click'));
    });
    await waitFor(() =>
      expect(mockInstances.get(google.maps.InfoWindow).length).toBeGreaterThan(0),
    );
    const infoWindow = mockInstances.get(google.maps.InfoWindow).at(-1)!;
    await waitFor(() =>
      expect(infoWindow.open).toHaveBeenCalledWith(expect.objectContaining({ anchor: marker })),
    );
    const content = vi.mocked(infoWindow.setContent).mock.calls.at(-1)?.[0] as HTMLElement;
    const header = spies.createInfoWindow.mock.calls.at(-1)?.[0]?.headerContent as HTMLElement;
    await waitFor(() => {
      expect(header.textContent).toBe('Student 7');
      expect(content.textContent).toBe('5th Standard · School 7View profile');
    });
    expect(within(content).getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '/student/s7',
    );
  });

  it('fits the view to the markers once', async () => {
    const { update } = renderMap(STUDENTS, { fitToMarkers: true });
    await loadedClusterer();
    const map = mockInstances.get(google.maps.Map)[0]!;
    await waitFor(() => expect(map.fitBounds).toHaveBeenCalledTimes(1));
    const bounds = vi.mocked(map.fitBounds).mock.calls[0]![0] as google.maps.LatLngBounds;
    expect(vi.mocked(bounds.extend).mock.calls.map(([point]) => point)).toEqual(
      STUDENTS.map(({ lat, lng }) => ({ lat, lng })),
    );
    update(STUDENTS.slice(3));
    await waitFor(() => expect(clusterers[0]!.markers.size).toBe(27));
    expect(map.fitBounds).toHaveBeenCalledTimes(1);
  });

  it('centres on a single marker instead of zooming in to it', async () => {
    renderMap(STUDENTS.slice(0, 1), { fitToMarkers: true });
    await loadedClusterer();
    const map = mockInstances.get(google.maps.Map)[0]!;
    await waitFor(() => expect(map.setCenter).toHaveBeenCalledWith({ lat: 28.5, lng: 77.1 }));
    expect(map.fitBounds).not.toHaveBeenCalled();
  });
});

describe('StudentMap fallback with many markers', () => {
  it('lists the first markers by name, linked, and says how many more there are', () => {
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const many = Array.from({ length: MAX_LISTED_MARKERS + 25 }, (_, i) => ({
      ...STUDENTS[0]!,
      id: `m${i}`,
      title: `Student ${i}`,
      link: { to: `/student/m${i}`, label: 'View profile' },
    }));
    renderMap(many.reverse()); // the order the markers come in does not matter
    const panel = screen.getByRole('region', { name: 'Student locations' });
    const items = within(panel).getAllByRole('listitem');
    expect(items).toHaveLength(MAX_LISTED_MARKERS);
    expect(items[0]).toHaveTextContent('Student 0: 28.50000, 77.10000');
    expect(within(items[0]!).getByRole('link', { name: 'Student 0' })).toHaveAttribute(
      'href',
      '/student/m0',
    );
    expect(within(panel).getByText('…and 25 more.')).toBeVisible();
  });
});
