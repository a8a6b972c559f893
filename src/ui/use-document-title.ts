import { useEffect } from 'react';
import { SITE_TITLE } from '../constants';

/** Spec §2: the document title is the route title plus the site title. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${SITE_TITLE}` : SITE_TITLE;
  }, [title]);
}
