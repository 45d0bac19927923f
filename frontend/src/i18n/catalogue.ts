/** The shape of the Dutch catalogue with every text a string: French and English must fill every key of it. */
export type CatalogueOf<T> = { [K in keyof T]: T[K] extends string ? string : CatalogueOf<T[K]> };
