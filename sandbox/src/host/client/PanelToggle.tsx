import { type ReactNode, useState } from 'react'

/** The sandbox panel beside a host's page, with a button to tuck it away and bring it back. */
export function PanelToggle({ children, onToggle }: { children: ReactNode; onToggle(open: boolean): void }) {
  const [open, setOpen] = useState(true)
  const toggle = () => {
    onToggle(!open)
    setOpen(!open)
  }
  return (
    <>
      <button
        type="button"
        className={`button small host-panel-toggle${open ? '' : ' closed'}`}
        aria-expanded={open}
        onClick={toggle}
      >
        {open ? 'Hide sandbox' : 'Show sandbox'}
      </button>
      {open && children}
    </>
  )
}
