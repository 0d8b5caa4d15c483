/**
 * The performance mark set as the first idle part starts to load (load-when-idle.ts), in a module
 * of its own so that the bench and the browser tests read it without the loader: the bench weighs
 * what a page fetched before it apart from the idle loads, and a browser test checks that it comes
 * only once the page has loaded and gone quiet.
 */
export const IDLE_LOADS_MARK = 'village:idle-loads';
