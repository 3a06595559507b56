export function sourceFiles(dir?: string): string[]
export function resolveImport(fromFile: string, source: string): string | undefined
export function importGraph(dir?: string): Map<string, string[]>
export function importCycles(graph: Map<string, string[]>): string[][]
