import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import School from '@mui/icons-material/School';
import { NavLink, useLocation } from 'react-router-dom';
import { useT } from '../../lib/i18n/I18nProvider';
import { shellMessages } from '../../components/messages';
import { useMessages } from '../../lib/i18n/messages';
import type { NavItem } from './navigation';
import { PRODUCT_NAME } from '@village/model/constants';

export interface SidebarProps {
  items: readonly NavItem[];
  /** Icon strip only: labels move into tooltips. */
  collapsed: boolean;
  onNavigate?: () => void;
}

export function Sidebar({ items, collapsed, onNavigate }: SidebarProps) {
  const { pathname } = useLocation();
  const t = useT();
  const tShell = useMessages(shellMessages);
  return (
    <Box
      component="nav"
      aria-label={tShell('shell.mainNavigation')}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          px: collapsed ? 1.5 : 2,
          py: 2,
          minHeight: 64,
        }}
      >
        <School color="primary" aria-hidden />
        {!collapsed && (
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="subtitle1"
              component="p"
              sx={{ fontWeight: 700, lineHeight: 1.2 }}
              noWrap
            >
              {PRODUCT_NAME}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="p">
              {tShell('shell.tagline')}
            </Typography>
          </Box>
        )}
      </Box>
      <List sx={{ px: collapsed ? 0.5 : 1 }}>
        {items.map((item) => {
          const active = item.to === '/' ? pathname === '/' : pathname.startsWith(item.to);
          const Icon = item.icon;
          const label = t(item.label);
          const button = (
            <ListItemButton
              component={NavLink}
              to={item.to}
              end={item.to === '/'}
              selected={active}
              onClick={onNavigate}
              aria-label={collapsed ? label : undefined}
              sx={{
                borderRadius: 2,
                mb: 0.5,
                px: collapsed ? 1.25 : 1.5,
                justifyContent: 'center',
              }}
            >
              <ListItemIcon sx={{ minWidth: collapsed ? 0 : 36 }}>
                <Icon fontSize="small" color={active ? 'primary' : 'inherit'} />
              </ListItemIcon>
              {!collapsed && <ListItemText primary={label} />}
            </ListItemButton>
          );
          // A list item each: a list's children must be <li> (axe's "list" rule).
          return (
            <Box component="li" key={item.to}>
              {collapsed ? (
                <Tooltip title={label} placement="right">
                  {button}
                </Tooltip>
              ) : (
                button
              )}
            </Box>
          );
        })}
      </List>
    </Box>
  );
}
