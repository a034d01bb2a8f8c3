// Where the site's pages are written, and so what their links point at: a leaf module, since
// the index, the family pages and the variant pages link to each other (and site.ts writes them).

/** The folder of the pages beside the index, relative to the index. */
export const PAGES_FOLDER = 'report';

/** A variant page's file name, inside the pages folder. */
export const variantFile = (name: string): string => `${encodeURIComponent(name)}.html`;
/** A family page's file name, inside the pages folder. */
export const familyFile = (id: string): string => `family-${encodeURIComponent(id)}.html`;
