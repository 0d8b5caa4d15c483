import { AdvancedMarker, useAdvancedMarkerRef } from '@vis.gl/react-google-maps';
import type { MapMarker } from '../map-types';
import { MarkerPopup } from './MarkerPopup';

interface MarkerWithPopupProps {
  marker: MapMarker;
  open: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/** A marker whose click opens its title and description in an InfoWindow. */
export function MarkerWithPopup({ marker, open, onToggle, onClose }: MarkerWithPopupProps) {
  const [markerRef, markerElement] = useAdvancedMarkerRef();
  return (
    <>
      <AdvancedMarker
        ref={markerRef}
        position={{ lat: marker.lat, lng: marker.lng }}
        title={marker.title}
        onClick={onToggle}
      />
      {open && <MarkerPopup marker={marker} anchor={markerElement} onClose={onClose} />}
    </>
  );
}
