import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SIDEBAR } from '@village/model/constants';
import { PageLoading } from '../../components/PageLoading';
import { pageTitleHere, type PageTitle } from '../../lib/page-titles';
import { readSidebarOpen } from './sidebar-cookie';

/**
 * What a signed-in page shows while its code, the sign-in and the organization load: the layout's
 * frame with the page's own title and subtitle, then a spinner. On a village link the app's code
 * and Firestore's first answers take seconds; the title is there from the first paint of the
 * start chunk instead of after them (README: Figures). Pages without a fixed title get the spinner.
 */
export function RouteLoading() {
  const page = pageTitleHere();
  return page ? <PageSkeleton page={page} /> : <PageLoading />;
}

function PageSkeleton({ page }: { page: PageTitle }) {
  const sidebarWidth = readSidebarOpen(document.cookie) ? SIDEBAR.width : SIDEBAR.iconWidth;
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
          {/* Hidden from assistive technology: the page's own heading follows; until then the
              spinner's "Loading" is what there is to say. */}
          <Box aria-hidden sx={page.form ? { maxWidth: 960, mx: 'auto' } : undefined}>
            <Typography variant="h1">{page.title}</Typography>
            <Typography color="text.secondary">{page.subtitle}</Typography>
          </Box>
          <PageLoading />
        </Box>
      </Box>
    </Box>
  );
}
