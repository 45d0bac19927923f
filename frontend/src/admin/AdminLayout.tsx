import ApartmentIcon from '@mui/icons-material/Apartment';
import BarChartIcon from '@mui/icons-material/BarChart';
import ScaleIcon from '@mui/icons-material/Scale';
import ThermostatIcon from '@mui/icons-material/Thermostat';
import BusinessIcon from '@mui/icons-material/Business';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EuroIcon from '@mui/icons-material/Euro';
import HandshakeIcon from '@mui/icons-material/Handshake';
import Diversity3Icon from '@mui/icons-material/Diversity3';
import PaymentsIcon from '@mui/icons-material/Payments';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import MailOutlineIcon from '@mui/icons-material/MailOutline';
import PeopleIcon from '@mui/icons-material/People';
import PlaceIcon from '@mui/icons-material/Place';
import SettingsIcon from '@mui/icons-material/Settings';
import WebhookIcon from '@mui/icons-material/Webhook';
import { Box, Tab, Tabs, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { AdminKey } from './shared/i18n';

interface TabItem {
  path: string;
  label: AdminKey;
  icon: ReactElement;
  /** Pages reached from this tab that have no tab of their own. */
  pages?: string[];
}

const BASE = '/dashboard';

export const ADMIN_TABS: TabItem[] = [
  { path: '', label: 'tabs.overview', icon: <DashboardIcon /> },
  { path: '/users', label: 'tabs.users', icon: <PeopleIcon /> },
  { path: '/locations', label: 'tabs.locations', icon: <PlaceIcon /> },
  { path: '/instellingen', label: 'tabs.settings', icon: <SettingsIcon /> },
  { path: '/analyse', label: 'tabs.analytics', icon: <BarChartIcon /> },
  { path: '/verspilling', label: 'tabs.waste', icon: <ScaleIcon /> },
  { path: '/voedselveiligheid', label: 'tabs.foodSafety', icon: <ThermostatIcon /> },
  { path: '/api-keys', label: 'tabs.apiKeys', icon: <KeyIcon /> },
  { path: '/webhooks', label: 'tabs.webhooks', icon: <WebhookIcon /> },
  { path: '/sso', label: 'tabs.sso', icon: <BusinessIcon /> },
  { path: '/scim-tokens', label: 'tabs.scimTokens', icon: <SyncAltIcon /> },
  { path: '/prijzen', label: 'tabs.settlement', icon: <EuroIcon /> },
  { path: '/payments', label: 'tabs.payments', icon: <PaymentsIcon />, pages: ['/betalen'] },
  { path: '/audit', label: 'tabs.audit', icon: <HistoryIcon /> },
];

export const SUPERADMIN_TABS: TabItem[] = [
  { path: '/tenants', label: 'tabs.tenants', icon: <ApartmentIcon /> },
  { path: '/contacts', label: 'tabs.contacts', icon: <ContactMailIcon /> },
  { path: '/partner-applications', label: 'tabs.partnerApplications', icon: <HandshakeIcon /> },
  { path: '/partners', label: 'tabs.partners', icon: <Diversity3Icon /> },
  { path: '/commissions', label: 'tabs.commissions', icon: <PaymentsIcon /> },
  { path: '/audit', label: 'tabs.audit', icon: <HistoryIcon /> },
  { path: '/emails', label: 'tabs.emails', icon: <MailOutlineIcon /> },
];

/**
 * The tab whose path, or one of whose pages, is the longest prefix of the current path; the superadmin's root shows
 * the first resource.
 */
function currentTab(tabs: TabItem[], pathname: string): string {
  const inside = pathname.slice(BASE.length) || '';
  const candidates = tabs.flatMap((tab) => [tab.path, ...(tab.pages ?? [])].map((prefix) => ({ tab, prefix })));
  const match = candidates
    .sort((a, b) => b.prefix.length - a.prefix.length)
    .find(({ prefix }) => (prefix === '' ? inside === '' || inside === '/' : inside.startsWith(prefix)));
  return (match?.tab ?? tabs[0]).path;
}

/** react-admin's layout inside the dashboard: the role's tabs instead of a sidebar, then the page. */
export function AdminLayout({ tabs, children }: { tabs: TabItem[]; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <Box sx={{ mt: 3 }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={currentTab(tabs, pathname)} variant="scrollable" scrollButtons="auto" aria-label={t('tabs.label')}>
          {tabs.map((tab) => (
            <Tab
              key={tab.path}
              value={tab.path}
              label={t(tab.label)}
              icon={tab.icon}
              iconPosition="start"
              component={Link}
              to={`${BASE}${tab.path}`}
              sx={{ minHeight: 56 }}
            />
          ))}
        </Tabs>
      </Box>
      <Typography variant="h6" component="h2" id="react-admin-title" sx={{ mt: 2, '&:empty': { display: 'none' } }} />
      <Box component="section" sx={{ minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}
