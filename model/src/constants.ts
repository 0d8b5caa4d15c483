/**
 * Project-wide constants: the layout's from docs/product.md, "Layout and navigation", the maps'
 * from "Map", the address box's from "Student record".
 */

/** The app lives under this sub-folder; the web build may override it with VITE_BASE_PATH. */
export const BASE_PATH = '/village-education/';

/** The project id the emulators run under; a `demo-` id needs no login and no network. */
export const DEMO_PROJECT_ID = 'demo-village-education';

/**
 * Where the Cloud Functions run unless the deploy sets the FUNCTIONS_REGION param (and the web
 * build VITE_FUNCTIONS_REGION to the same): Mumbai, nearest our users. It must be the Firestore
 * database's region (docs/deploy.md).
 */
export const DEFAULT_FUNCTIONS_REGION = 'asia-south1';

export const MAP_DEFAULTS = {
  center: { lat: 28.61, lng: 77.21 },
  zoom: 10,
  dashboardZoom: 12,
  profileZoom: 15,
} as const;

export const SIDEBAR = {
  width: '16rem',
  mobileWidth: '18rem',
  iconWidth: '3rem',
  cookieName: 'sidebar_state',
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  keyboardShortcut: 'b',
} as const;

/** Below this width the sidebar becomes a slide-in panel. */
export const MOBILE_BREAKPOINT_PX = 768;

export const TOOLTIP = { enterDelayMs: 700, skipDelayMs: 300 } as const;

/** Rows of the student address box. */
export const ADDRESS_ROWS = 3;

/** The product's name: a name, the same in every language (web/src/lib/i18n/glossary.md). */
export const PRODUCT_NAME = 'Village Education';
