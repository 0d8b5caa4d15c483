/// <reference types="google.maps" />
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  installGoogleMapsMocks,
  mockInstances,
} from '../../../components/map/testing/google-maps-mocks';
import { parseLocation } from './coordinates-text';
import { LocationPickerDialog } from './LocationPickerDialog';

type Position = { coords: { latitude: number; longitude: number } };

function stubGeolocation(
  answer: (
    success: (position: Position) => void,
    failure: (error: { code: number }) => void,
  ) => void,
) {
  const getCurrentPosition = vi.fn(answer);
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

function renderDialog(value: { lat: number; lng: number } | null = null) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(<LocationPickerDialog open value={value} onClose={onClose} onConfirm={onConfirm} />);
  return { onConfirm, onClose, user: userEvent.setup() };
}

beforeEach(() => {
  // No key in tests: the dialog must work without the map and say why it is missing.
  vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', '');
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'geolocation');
});

// Typing with user-event is slow on a busy CI machine.
describe('LocationPickerDialog', { timeout: 20_000 }, () => {
  it('works without a map: says why, and saves typed coordinates as numbers', async () => {
    const { onConfirm, user } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Pin Location on Map' });
    expect(within(dialog).getByText('Map unavailable')).toBeInTheDocument();
    expect(within(dialog).getByText(/No Google Maps API key is configured/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Clear location' })).toBeNull();

    await user.type(within(dialog).getByLabelText('Latitude'), '28.6139');
    await user.type(within(dialog).getByLabelText('Longitude'), '77.209');
    await user.click(within(dialog).getByRole('button', { name: 'Save Location' }));
    expect(onConfirm).toHaveBeenCalledWith({ lat: 28.6139, lng: 77.209 });
  });

  it('shows a message at the field for an out-of-range or non-numeric value', async () => {
    const { onConfirm, user } = renderDialog();
    const latitude = screen.getByLabelText('Latitude');
    const longitude = screen.getByLabelText('Longitude');
    await user.type(latitude, '95');
    await user.type(longitude, 'east');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(latitude).toHaveAccessibleDescription('Latitude must be between -90 and 90');
    expect(latitude).toHaveAttribute('aria-invalid', 'true');
    expect(longitude).toHaveAccessibleDescription('Enter the longitude as a number, e.g. 77.21');

    // Fixing a field clears its message as the user types.
    await user.clear(latitude);
    await user.type(latitude, '-33.9');
    expect(latitude).toHaveAccessibleDescription('Between -90 and 90');
  });

  it('asks for both coordinates or neither', async () => {
    const { onConfirm, user } = renderDialog();
    await user.type(screen.getByLabelText('Latitude'), '28.61');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Longitude')).toHaveAccessibleDescription(
      'Enter the longitude too',
    );
  });

  it('starts from the current value, and Clear location confirms null', async () => {
    const { onConfirm, onClose, user } = renderDialog({ lat: 12.9716, lng: 77.5946 });
    expect(screen.getByLabelText('Latitude')).toHaveValue('12.9716');
    expect(screen.getByLabelText('Longitude')).toHaveValue('77.5946');
    // The fallback lists the pinned point.
    expect(screen.getByText(/12\.97160, 77\.59460/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear location' }));
    expect(onConfirm).toHaveBeenCalledWith(null);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('fills the fields from "Use my current location"', async () => {
    const getCurrentPosition = stubGeolocation((success) =>
      success({ coords: { latitude: 26.9124336, longitude: 75.7872709 } }),
    );
    const { onConfirm, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Latitude')).toHaveValue('26.912434');
    expect(screen.getByLabelText('Longitude')).toHaveValue('75.787271');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(onConfirm).toHaveBeenCalledWith({ lat: 26.912434, lng: 75.787271 });
  });

  it('says so when location access is refused', async () => {
    stubGeolocation((_success, failure) => failure({ code: 1 }));
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/Location access was refused/)).toBeInTheDocument();
    expect(screen.getByLabelText('Latitude')).toHaveValue('');
  });

  it('says so when the browser has no geolocation', async () => {
    Reflect.deleteProperty(navigator, 'geolocation');
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Use my current location' }));
    expect(screen.getByText(/This browser cannot share its location/)).toBeInTheDocument();
  });
});

describe('LocationPickerDialog with the map', { timeout: 30_000 }, () => {
  it('sets the pin where the map is clicked', async () => {
    installGoogleMapsMocks();
    vi.stubEnv('VITE_GOOGLE_MAPS_API_KEY', 'test-key');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { onConfirm, user } = renderDialog();
    expect(screen.queryByText('Map unavailable')).toBeNull();
    await waitFor(() => expect(mockInstances.get(google.maps.Map)).toHaveLength(1), {
      timeout: 10_000,
    });
    const map = mockInstances.get(google.maps.Map)[0];
    const addListener = vi.mocked(google.maps.event.addListener);
    await waitFor(() =>
      expect(addListener.mock.calls.some(([t, name]) => t === map && name === 'click')).toBe(true),
    );
    const [, , handler] = addListener.mock.calls.find(
      ([t, name]) => t === map && name === 'click',
    )!;
    // The mock's LatLng always answers 0, 0: give this one the clicked position.
    const latLng = new google.maps.LatLng({ lat: 0, lng: 0 });
    vi.mocked(latLng.toJSON).mockReturnValue({ lat: 28.70412345678, lng: 77.1025 });
    act(() => {
      (handler as (event: google.maps.MapMouseEvent) => void)({
        latLng,
        domEvent: new MouseEvent('click'),
        stop: () => {},
      });
    });
    expect(screen.getByLabelText('Latitude')).toHaveValue('28.704123');
    expect(screen.getByLabelText('Longitude')).toHaveValue('77.1025');
    await user.click(screen.getByRole('button', { name: 'Save Location' }));
    expect(onConfirm).toHaveBeenCalledWith({ lat: 28.704123, lng: 77.1025 });
  });
});

describe('parseLocation', () => {
  it('accepts both or neither, within range', () => {
    expect(parseLocation({ lat: '', lng: '' })).toEqual({ value: null });
    expect(parseLocation({ lat: ' -90 ', lng: '180' })).toEqual({ value: { lat: -90, lng: 180 } });
    expect(parseLocation({ lat: '90.0001', lng: '0' })).toEqual({
      errors: { lat: 'Latitude must be between -90 and 90' },
    });
    expect(parseLocation({ lat: '1e3', lng: '' })).toEqual({
      errors: { lat: 'Enter the latitude as a number, e.g. 28.61' },
    });
    expect(parseLocation({ lat: '', lng: '-181' })).toEqual({
      errors: { lng: 'Longitude must be between -180 and 180' },
    });
  });
});
