import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

export interface PageHeader {
  title: string;
  description?: string;
}

interface PageHeaderContextValue {
  header: PageHeader;
  setHeader: (header: PageHeader) => void;
}

const PageHeaderContext = createContext<PageHeaderContextValue | null>(null);

/** Holds the title and description the current page asked the top bar to show. */
export function PageHeaderProvider({ children }: { children: ReactNode }) {
  const [header, setHeader] = useState<PageHeader>({ title: '' });
  const value = useMemo(() => ({ header, setHeader }), [header]);
  return <PageHeaderContext.Provider value={value}>{children}</PageHeaderContext.Provider>;
}

export function useCurrentPageHeader(): PageHeader {
  const context = useContext(PageHeaderContext);
  if (!context) throw new Error('useCurrentPageHeader must be used within a PageHeaderProvider.');
  return context.header;
}

/** A page names itself: the top bar shows the title and optional description, the tab shows the title. */
export function usePageHeader(title: string, description?: string): void {
  const context = useContext(PageHeaderContext);
  if (!context) throw new Error('usePageHeader must be used within the app shell.');
  const { setHeader } = context;
  // Before paint, so the previous page's title never shows above the new page.
  useLayoutEffect(() => {
    setHeader({ title, description });
  }, [setHeader, title, description]);
  useDocumentTitle(title);
}
