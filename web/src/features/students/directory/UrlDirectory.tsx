import type { DirectoryEntry } from '@village/model/directory';
import { DirectoryView } from './DirectoryView';
import { useDirectoryUrlState } from './use-directory-url-state';

export interface UrlDirectoryProps {
  entries: readonly DirectoryEntry[];
  pendingIds?: ReadonlySet<string>;
  today?: Date;
  exportName?: string;
}

/** The directory with its view, search, filters, order and page kept in the URL. */
export function UrlDirectory(props: UrlDirectoryProps) {
  const [state, setState] = useDirectoryUrlState();
  return <DirectoryView {...props} state={state} onStateChange={setState} />;
}
