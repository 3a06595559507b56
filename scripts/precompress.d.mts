export declare function precompressStatic(distDir: string): number
