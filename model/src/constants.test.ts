import { describe, expect, it } from 'vitest';
import { BASE_PATH, MAP_DEFAULTS, MOBILE_BREAKPOINT_PX, SIDEBAR, TOOLTIP } from './constants';
import { addMonths, monthKey, monthStart, studentsPath } from './paths';

describe('constants', () => {
  it('serves the app under /village-education/', () => {
    expect(BASE_PATH).toBe('/village-education/');
  });

  it('centres maps near 28.61, 77.21 at zoom 10, dashboard 12, profile 15', () => {
    expect(MAP_DEFAULTS).toEqual({
      center: { lat: 28.61, lng: 77.21 },
      zoom: 10,
      dashboardZoom: 12,
      profileZoom: 15,
    });
  });

  it('keeps the layout constants of docs/product.md', () => {
    expect(SIDEBAR.width).toBe('16rem');
    expect(SIDEBAR.mobileWidth).toBe('18rem');
    expect(SIDEBAR.iconWidth).toBe('3rem');
    expect(SIDEBAR.cookieMaxAgeSeconds).toBe(604800);
    expect(MOBILE_BREAKPOINT_PX).toBe(768);
    expect(TOOLTIP).toEqual({ enterDelayMs: 700, skipDelayMs: 300 });
  });

  it('builds collection paths and month keys', () => {
    expect(studentsPath('org1')).toBe('organizations/org1/students');
    // Months are India's (UTC+05:30): 31 January 18:29 UTC is 23:59 IST, 18:30 is 1 February.
    expect(monthKey(new Date(Date.UTC(2026, 0, 31, 18, 29)))).toBe('2026-01');
    expect(monthKey(new Date(Date.UTC(2026, 0, 31, 18, 30)))).toBe('2026-02');
    expect(monthKey(new Date(Date.UTC(2026, 10, 1)))).toBe('2026-11');
    expect(monthStart('2026-02').toISOString()).toBe('2026-01-31T18:30:00.000Z');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2025-12', 14)).toBe('2027-02');
  });
});
