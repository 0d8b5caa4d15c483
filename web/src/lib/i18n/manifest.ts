import type { Language } from './catalog';

/**
 * The web app manifest of a language (web/public): English at manifest.webmanifest, another
 * language at manifest.<language>.webmanifest. Its description is what an install prompt shows,
 * so the pages of a language link theirs: the prerendered pages from the build, and the page
 * again when the reader switches language.
 */
export function manifestFile(language: Language): string {
  return language === 'en' ? 'manifest.webmanifest' : `manifest.${language}.webmanifest`;
}

const MANIFEST_FILE = /manifest(\.[\w-]+)?\.webmanifest$/;

/** A manifest's address with the file of `language`, the folder kept (the base path). */
export function manifestHref(href: string, language: Language): string {
  return href.replace(MANIFEST_FILE, manifestFile(language));
}
