import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** The public site's teal and Inter, so that the admin looks like the same product. */
export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#0f766e', dark: '#115e59', light: '#14b8a6', contrastText: '#ffffff' },
    secondary: { main: '#134e4a' },
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
