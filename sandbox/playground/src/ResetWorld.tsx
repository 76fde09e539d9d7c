import { useState } from 'react'
import { formatClockTime } from './formatClockTime.js'

type ResetStatus =
  | { kind: 'idle' }
  | { kind: 'resetting' }
  | { kind: 'done'; at: number }
  | { kind: 'failed'; message: string }

/** The "Reset world" button and its status line. */
export function ResetWorld({ resetWorld }: { resetWorld: () => Promise<void> }) {
  const [status, setStatus] = useState<ResetStatus>({ kind: 'idle' })
  const reset = async () => {
    setStatus({ kind: 'resetting' })
    try {
      await resetWorld()
      setStatus({ kind: 'done', at: Date.now() })
    } catch (error) {
      setStatus({ kind: 'failed', message: error instanceof Error ? error.message : String(error) })
    }
  }
  return (
    <div className="reset">
      <button type="button" className="button" onClick={reset} disabled={status.kind === 'resetting'}>
        Reset world
      </button>
      <p role="status" className={`reset-status ${status.kind === 'failed' ? 'danger' : 'muted'}`}>
        {status.kind === 'resetting' && 'Resetting…'}
        {status.kind === 'done' && `World reset at ${formatClockTime(status.at)}`}
        {status.kind === 'failed' && `Reset failed: ${status.message}`}
      </p>
    </div>
  )
}
