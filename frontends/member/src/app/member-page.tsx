import { PageContainer } from '@courtside/ui/page';
import type { ReactNode } from 'react';
import '@/i18n';
import './member.css';

/** The frame of every exposed member page: its texts, its styles, the page's width. */
export function MemberPage({ narrow = false, children }: { narrow?: boolean; children: ReactNode }) {
  return <PageContainer narrow={narrow}>{children}</PageContainer>;
}
