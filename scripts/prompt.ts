/** Terminal input for the staff command-line tools: hidden password entry, plain questions, piped lines. */
import { createInterface } from 'node:readline'

/** Reads a line without echoing it (a password). */
export async function readHidden(prompt: string): Promise<string> {
  process.stderr.write(prompt)
  const stdin = process.stdin
  stdin.setRawMode?.(true)
  stdin.resume()
  stdin.setEncoding('utf8')
  return new Promise((resolve, reject) => {
    let value = ''
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          stdin.off('data', onData)
          stdin.setRawMode?.(false)
          stdin.pause()
          process.stderr.write('\n')
          return resolve(value)
        }
        if (ch === '\u0003') {
          stdin.setRawMode?.(false)
          return reject(new Error('cancelled'))
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1)
        else value += ch
      }
    }
    stdin.on('data', onData)
  })
}

/** Asks a question on the terminal and returns the trimmed answer. */
export async function ask(question: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stderr })
  try {
    return (await new Promise<string>((resolve) => rl.question(question, resolve))).trim()
  } finally {
    rl.close()
  }
}

/** The first line of piped stdin ('' when there is none). */
export async function readPipedLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin })
  for await (const line of lines) {
    lines.close()
    return line
  }
  return ''
}
