import { useEffect } from 'react';

export interface PageMeta {
  title: string;
  description: string;
  noindex?: boolean;
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.append(tag);
  }
  return tag;
}

/** Sets the document title, meta description and, for pages that ask for it, robots noindex. */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  useEffect(() => {
    document.title = title;
    metaTag('description').content = description;
    if (noindex) metaTag('robots').content = 'noindex';
    return () => {
      if (noindex) document.head.querySelector('meta[name="robots"]')?.remove();
    };
  }, [title, description, noindex]);
}
