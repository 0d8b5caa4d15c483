import type { DocumentOptions } from '../../../lib/data/use-document';

/**
 * How the marking screen reads a register or a calendar: absent when not on this device (nobody
 * has written most of them), and drawn at once: the teacher is waiting on the list.
 */
export const MARKING_READ: DocumentOptions = { absentUntilFound: true, urgent: true };
