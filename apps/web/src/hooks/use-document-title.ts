import { useEffect } from 'react';

const PRODUCT_NAME = 'Rigline';

/** Sets the browser tab's title to "{title} · Rigline", or just "Rigline". */
export function useDocumentTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} · ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
