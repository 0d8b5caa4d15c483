/// <reference types="google.maps" />
import { Cluster, ClusterStats, DefaultRenderer } from '@googlemaps/markerclusterer';
import { beforeEach, describe, expect, it } from 'vitest';
import { TitledClusterRenderer } from './cluster-renderer';
import { installGoogleMapsMocks } from './testing/google-maps-mocks';

function clusterOf(count: number) {
  // Advanced markers: the clusterer counts them all as visible.
  const markers = Array.from(
    { length: count },
    () => new google.maps.marker.AdvancedMarkerElement(),
  );
  return new Cluster({ markers, position: { lat: 28.6, lng: 77.2 } });
}

const title = (marker: google.maps.Marker) =>
  (marker.setTitle as unknown as { mock: { calls: string[][] } }).mock.calls.at(-1)?.[0];

describe('TitledClusterRenderer', () => {
  let map: google.maps.Map;
  beforeEach(() => {
    installGoogleMapsMocks();
    map = new google.maps.Map(document.createElement('div'));
  });

  it("draws the default's cluster with a title of ours, and retitles it", () => {
    const cluster = clusterOf(3);
    const stats = new ClusterStats(cluster.markers!, [cluster]);
    const renderer = new TitledClusterRenderer((count) => `${count} पिनों का समूह`);
    const marker = renderer.render(cluster, stats, map) as google.maps.Marker;
    const plain = new DefaultRenderer().render(cluster, stats, map);
    expect(marker).toBeInstanceOf(plain.constructor);
    expect(title(marker)).toBe('3 पिनों का समूह');
    renderer.retitle((count) => `Cluster of ${count} markers`);
    expect(title(marker)).toBe('Cluster of 3 markers');
  });
});
