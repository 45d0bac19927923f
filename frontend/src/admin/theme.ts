import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The public site's teal and Inter, so that the admin looks like the same product. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#134e4a' },
    // Darker than MUI's defaults, so that white text on filled chips and alerts meets WCAG AA (4.5:1).
    info: { main: '#0369a1', contrastText: '#ffffff' },
    success: { main: '#15803d', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#b91c1c', contrastText: '#ffffff' },
    background: { default: '#f8fafc' },
  },
  typography: { fontFamily: 'Inter, ui-sans-serif, system-ui, sans-serif', button: { textTransform: 'none', fontWeight: 600 } },
  shape: { borderRadius: 12 },
  components: {
    ...defaultTheme.components,
    // On a phone a wide table scrolls inside its card instead of widening the page.
    RaList: { styleOverrides: { root: { minWidth: 0, '& .RaList-main': { minWidth: 0 }, '& .RaList-content': { overflowX: 'auto' } } } },
  },
};
