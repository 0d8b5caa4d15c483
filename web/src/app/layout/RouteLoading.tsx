import Box from '@mui/material/Box';
import { SIDEBAR } from '@village/model/constants';
import { useLocation } from 'react-router-dom';
import { PageLoading, TitledPageLoading } from '../../components/PageLoading';
import { pageTitleAt, type PageTitle } from '../../lib/page-titles';
import { SIDEBAR_WIDTH_VARIABLE } from './sidebar-cookie';

/**
 * What a signed-in page shows while its code, the sign-in and the organization load: the layout's
 * frame with the page's own title and subtitle, then a spinner. The build prerenders it into each
 * signed-in route's HTML (web/prerender/), so on a village link the title is on screen before any
 * script has run. Pages without a fixed title get the spinner.
 */
export function RouteLoading() {
  const page = pageTitleAt(useLocation().pathname);
  return page ? <PageSkeleton page={page} /> : <PageLoading />;
}

/** The sidebar's width comes from a CSS variable that the page's head sets from the cookie
 * (sidebarWidthScript): the same HTML serves an open and a collapsed sidebar. */
const sidebarWidth = `var(${SIDEBAR_WIDTH_VARIABLE}, ${SIDEBAR.width})`;

function PageSkeleton({ page }: { page: PageTitle }) {
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: sidebarWidth,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box
          sx={(theme) => ({
            ...theme.mixins.toolbar,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
          })}
        />
        <Box sx={{ p: { xs: 2, md: 3 } }}>
          <TitledPageLoading page={page} />
        </Box>
      </Box>
    </Box>
  );
}
