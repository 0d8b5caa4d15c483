import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import Menu from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { SIDEBAR } from '@village/model/constants';
import type { Role } from '@village/model/roles';
import { PageLoading } from '../../components/PageLoading';
import { shellMessages } from '../../components/messages';
import { useMessages } from '../../lib/i18n/messages';
import { navItemsFor } from './navigation';
import { Sidebar } from './Sidebar';
import { readSidebarOpen, sidebarCookie } from './sidebar-cookie';

export interface MainLayoutProps {
  role: Role | undefined;
  /** Right side of the header: the organization switcher and the user menu. */
  headerActions?: ReactNode;
}

export function MainLayout({ role, headerActions }: MainLayoutProps) {
  const theme = useTheme();
  const t = useMessages(shellMessages);
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));
  const [mobileOpen, setMobileOpen] = useState(false);
  const items = navItemsFor(role);

  const toggle = useCallback(() => {
    if (isMobile) {
      setMobileOpen((value) => !value);
      return;
    }
    setOpen((value) => {
      document.cookie = sidebarCookie(!value, import.meta.env.BASE_URL);
      return !value;
    });
  }, [isMobile]);

  // Ctrl+B (Cmd+B on a Mac) toggles the sidebar (docs/product.md, "Layout and navigation").
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (
        event.key.toLowerCase() === SIDEBAR.keyboardShortcut &&
        (event.metaKey || event.ctrlKey)
      ) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const width = open ? SIDEBAR.width : SIDEBAR.iconWidth;
  return (
    <Box sx={{ display: 'flex', minHeight: '100dvh' }}>
      {isMobile ? (
        <Drawer
          variant="temporary"
          open={mobileOpen}
          onClose={() => setMobileOpen(false)}
          slotProps={{ paper: { sx: { width: SIDEBAR.mobileWidth } } }}
        >
          <Sidebar items={items} collapsed={false} onNavigate={() => setMobileOpen(false)} />
        </Drawer>
      ) : (
        <Drawer
          variant="permanent"
          data-testid="sidebar"
          data-state={open ? 'expanded' : 'collapsed'}
          sx={{
            width,
            flexShrink: 0,
            transition: 'width 200ms',
            '& .MuiDrawer-paper': { width, overflowX: 'hidden', transition: 'width 200ms' },
          }}
        >
          <Sidebar items={items} collapsed={!open} />
        </Drawer>
      )}
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1 }}>
            <Tooltip title={t(isMobile ? 'shell.openMenu' : 'shell.toggleSidebar')}>
              <IconButton
                edge="start"
                onClick={toggle}
                aria-label={t(isMobile ? 'shell.openMenu' : 'shell.toggleSidebar')}
              >
                {isMobile || !open ? <Menu /> : <MenuOpen />}
              </IconButton>
            </Tooltip>
            <Box sx={{ flexGrow: 1 }} />
            {headerActions}
          </Toolbar>
        </AppBar>
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Suspense fallback={<PageLoading />}>
            <Outlet />
          </Suspense>
        </Box>
      </Box>
    </Box>
  );
}
