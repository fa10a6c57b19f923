/**
 * The one Courtside theme. Plain values, no antd import: the shell turns them into CSS
 * variables, and each remote hands them to its own antd ConfigProvider.
 */
export const themeTokens = {
  colorPrimary: '#166534',
  colorPrimaryHover: '#15803d',
  colorSuccess: '#15803d',
  colorError: '#b91c1c',
  colorWarning: '#b45309',
  colorText: '#1f2937',
  colorTextSecondary: '#4b5563',
  colorBorder: '#d1d5db',
  colorBgLayout: '#f6f7f4',
  colorBgContainer: '#ffffff',
  borderRadius: 8,
  fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  fontSize: 15,
} as const;

/** antd ThemeConfig shape (kept structural so core need not depend on antd). */
export const antdTheme = {
  token: {
    colorPrimary: themeTokens.colorPrimary,
    colorSuccess: themeTokens.colorSuccess,
    colorError: themeTokens.colorError,
    colorWarning: themeTokens.colorWarning,
    colorText: themeTokens.colorText,
    colorTextSecondary: themeTokens.colorTextSecondary,
    colorBorder: themeTokens.colorBorder,
    colorBgLayout: themeTokens.colorBgLayout,
    borderRadius: themeTokens.borderRadius,
    fontFamily: themeTokens.fontFamily,
    fontSize: themeTokens.fontSize,
  },
};

export function themeCssVariables(): string {
  const t = themeTokens;
  return `:root{--cs-primary:${t.colorPrimary};--cs-primary-hover:${t.colorPrimaryHover};--cs-success:${t.colorSuccess};--cs-error:${t.colorError};--cs-warning:${t.colorWarning};--cs-text:${t.colorText};--cs-text-secondary:${t.colorTextSecondary};--cs-border:${t.colorBorder};--cs-bg:${t.colorBgLayout};--cs-surface:${t.colorBgContainer};--cs-radius:${t.borderRadius}px;--cs-font:${t.fontFamily};--cs-font-size:${t.fontSize}px}`;
}
