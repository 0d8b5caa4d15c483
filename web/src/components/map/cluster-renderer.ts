import {
  DefaultRenderer,
  MarkerUtils,
  type Cluster,
  type ClusterStats,
  type Marker,
} from '@googlemaps/markerclusterer';

// The clusterer comes with its renderer: this module is the map's one dynamic import of the library.
export { MarkerClusterer } from '@googlemaps/markerclusterer';

function onMap(marker: Marker): boolean {
  return Boolean(MarkerUtils.isAdvancedMarker(marker) ? marker.map : marker.getMap());
}

function setTitle(marker: Marker, title: string) {
  if (MarkerUtils.isAdvancedMarker(marker)) marker.title = title;
  else marker.setTitle(title);
}

/**
 * The library's own clusters (its DefaultRenderer: the look is kept as it is), with a title from
 * our texts: the default's "Cluster of N markers" is English whatever the page's language. The
 * clusters it has drawn are kept, so that a switch of language retitles those on the map at once
 * (the clusterer draws them again only when the map moves).
 */
export class TitledClusterRenderer extends DefaultRenderer {
  private readonly drawn = new Map<Marker, number>();
  private cycle: ClusterStats | undefined;

  constructor(private title: (count: number) => string) {
    super();
  }

  override render(cluster: Cluster, stats: ClusterStats, map: google.maps.Map): Marker {
    // One ClusterStats per drawing of the clusters: at a new one, forget the markers the clusterer
    // has taken off the map since (those of the drawing before are on it until the next).
    if (stats !== this.cycle) {
      this.cycle = stats;
      for (const marker of this.drawn.keys()) if (!onMap(marker)) this.drawn.delete(marker);
    }
    const marker = super.render(cluster, stats, map);
    setTitle(marker, this.title(cluster.count));
    this.drawn.set(marker, cluster.count);
    return marker;
  }

  /** Words the titles anew (a switch of language), the clusters on the map too. */
  retitle(title: (count: number) => string) {
    this.title = title;
    for (const [marker, count] of this.drawn) setTitle(marker, title(count));
  }
}
