import type { DirectorySource } from '../api/use-directory';
import { DirectoryView, type DirectoryViewProps } from './DirectoryView';
import { useDirectoryUrlState } from './use-directory-url-state';

export interface UrlDirectoryProps {
  directory: DirectorySource;
  pendingIds?: ReadonlySet<string>;
  today?: Date;
  exportName?: string;
  exportDetails?: DirectoryViewProps['exportDetails'];
  udiseReturn?: DirectoryViewProps['udiseReturn'];
}

/** The directory with its view, search, filters, order and page kept in the URL. */
export function UrlDirectory(props: UrlDirectoryProps) {
  const [state, setState] = useDirectoryUrlState();
  return <DirectoryView {...props} state={state} onStateChange={setState} />;
}
