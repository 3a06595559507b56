export function readCatalogueSize(dataDir: string): number
export function recordCatalogueSize(dataDir: string, products: number): void
