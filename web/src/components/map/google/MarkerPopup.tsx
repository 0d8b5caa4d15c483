import Typography from '@mui/material/Typography';
import { InfoWindow } from '@vis.gl/react-google-maps';
import { MarkerPopupBody } from '../MarkerPopupBody';
import type { MapMarker } from '../map-types';

/** The popup of a marker: its title as the header, then its description and link. */
export function MarkerPopup({
  marker,
  anchor,
  onClose,
}: {
  marker: MapMarker;
  anchor: google.maps.marker.AdvancedMarkerElement | null;
  onClose: () => void;
}) {
  return (
    <InfoWindow
      anchor={anchor}
      headerContent={
        <Typography component="span" variant="subtitle2">
          {marker.title}
        </Typography>
      }
      onCloseClick={onClose}
      maxWidth={260}
    >
      {(marker.description || marker.link) && <MarkerPopupBody marker={marker} />}
    </InfoWindow>
  );
}
