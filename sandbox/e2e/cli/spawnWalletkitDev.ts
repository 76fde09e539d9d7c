import { type ChildProcess, spawn } from 'node:child_process'

/** A project scaffolded by `create-walletkit`, served by `walletkit dev`. */
export type WalletkitDev = { url: string; projectDir: string; output(): string; stop(): Promise<void> }

/**
 * Starts `walletkit dev` (`command` and `args`, e.g. `npx walletkit dev --port 4000`) in `projectDir` and resolves
 * once it prints that it is ready and has served its first page; `stop` presses Ctrl-C, waits for it to exit, then runs `cleanUp`.
 * @example const dev = await spawnWalletkitDev({ command: 'npx', args: ['walletkit', 'dev', '--port', '4000'], projectDir, port: 4000 })
 */
export async function spawnWalletkitDev({
  command,
  args,
  projectDir,
  port,
  env = process.env,
  cleanUp = () => undefined,
}: {
  command: string
  args: readonly string[]
  projectDir: string
  port: number
  env?: NodeJS.ProcessEnv
  cleanUp?: () => void
}): Promise<WalletkitDev> {
  const url = `http://127.0.0.1:${port}/`
  const child = spawn(command, args, { cwd: projectDir, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const stop = async () => {
    await stopChild(child)
    cleanUp()
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`walletkit dev did not get ready:\n${output}`)), 45_000)
      const check = () => {
        if (!output.includes('Press Ctrl-C to stop.')) return
        clearTimeout(timer)
        resolve()
      }
      child.stdout.on('data', check)
      child.on('exit', (code) => {
        clearTimeout(timer)
        reject(new Error(`walletkit dev exited with ${code}:\n${output}`))
      })
    })
    // The first request for the page builds it (Next.js compiles on demand, tens of seconds on a busy 2-core machine):
    // made here, under the hook's time limit, so that a test's `page.goto` does not pay for it.
    await fetch(url, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(240_000) })
  } catch (error) {
    await stop()
    throw error
  }
  return { url, projectDir, output: () => output, stop }
}

/** Ctrl-C, as a developer stops it; resolves once the process (which stops its chains first) has exited. */
function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
    child.kill('SIGINT')
  })
}
