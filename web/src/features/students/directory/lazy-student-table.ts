import { lazy } from 'react';

// The table view (MUI's Table, its pagination and tooltips) loads when first shown: the directory
// opens as cards, and a first visit over a slow link need not wait for a view it may never use.

/** Fetches the table's code ahead of its first draw (e.g. as the pointer nears the toggle). */
export const loadStudentTable = () => import('./StudentTable');

/** The Table View, drawn inside a Suspense boundary. */
export const LazyStudentTable = lazy(() =>
  loadStudentTable().then((module) => ({ default: module.StudentTable })),
);
