import { useMap } from '@vis.gl/react-google-maps';
import { useEffect } from 'react';
import type { LatLngLiteral } from '../map-types';

/** Pans to a new centre given by the parent (e.g. "Use my current location"). */
export function FollowCenter({ lat, lng }: LatLngLiteral) {
  const map = useMap();
  useEffect(() => {
    map?.panTo({ lat, lng });
  }, [map, lat, lng]);
  return null;
}
