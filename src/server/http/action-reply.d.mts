export function replyProblem(
  root: string,
  partOf: ((id: number) => FormDataEntryValue | null) | null,
  shape: 'arguments' | 'bound action',
): string | null
