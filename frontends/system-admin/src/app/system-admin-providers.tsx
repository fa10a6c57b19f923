import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { antdTheme } from '@courtside/core';
import './system-admin.css';

/**
 * What the exposed page wraps itself in: this remote's own antd (not shared with the host)
 * themed with the one Courtside theme. Toasts and confirmations go through core to the host.
 */
export function SystemAdminProviders({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={antdTheme}>{children}</ConfigProvider>;
}
